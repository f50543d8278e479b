// What the public pages' CSS and DOM cost with every script blocked (issue 44, ADR 127): the median style
// recalculation and layout time of a cold load under Chromium's CPU throttling (RATE, default ×10, the low-end
// multiplier on this host), the DOM's size and depth, the <style> tags' rules and bytes, duplicated rules, emotion
// classes the markup never uses, universal selectors, web fonts and images; and full-page screenshots at 1280 px
// and Pixel 7 in OUT, to compare a change's pages. From e2e/: BENCH_PORT_BASE=7600 node style-cost/measure.mjs
import { chromium, devices } from '@playwright/test';
import { startBenchStack } from '../bench/stack.mjs';
import { firstObituaryPath } from '../bench/pages.mjs';
import fs from 'node:fs';

const RATE = Number(process.env.RATE || 10);
const RUNS = Number(process.env.RUNS || 3);
const OUT = process.env.OUT || '/tmp/styles-out';
fs.mkdirSync(OUT, { recursive: true });
const stack = await startBenchStack();
const base = stack.url;
const obit = await firstObituaryPath(base);
const pages = { obituary: obit, obituaries: '/obituaries', home: '/' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
for (const [name, p] of Object.entries(pages)) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 915 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink', 'disabled-by-default-devtools.timeline'] });
    await page.goto(base + p, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    const buf = await browser.stopTracing();
    const events = JSON.parse(buf.toString()).traceEvents;
    const sum = (names) => events.filter((e) => names.includes(e.name) && e.ph === 'X').reduce((s, e) => s + (e.dur || 0), 0) / 1000;
    const count = (names) => events.filter((e) => names.includes(e.name)).length;
    runs.push({
      style: sum(['UpdateLayoutTree', 'RecalculateStyles']),
      layout: sum(['Layout']),
      parse: sum(['ParseHTML']),
      paint: sum(['Paint']),
      layouts: count(['Layout']),
      recalcs: count(['UpdateLayoutTree']),
    });
    if (i === 0) {
      results[name] = {
        stats: await page.evaluate(() => {
          const all = document.querySelectorAll('*');
          let maxDepth = 0;
          for (const el of all) {
            let d = 0;
            for (let n = el; n; n = n.parentElement) d++;
            if (d > maxDepth) maxDepth = d;
          }
          const styles = [...document.querySelectorAll('style')];
          const rules = [];
          for (const s of styles) for (const r of s.sheet.cssRules) rules.push(r.cssText);
          const seen = new Map();
          for (const r of rules) seen.set(r, (seen.get(r) || 0) + 1);
          const dups = [...seen].filter(([, n]) => n > 1);
          const bodies = new Map();
          for (const r of rules) {
            const m = r.match(/\{(.*)\}$/s);
            if (m) {
              const k = m[1];
              bodies.set(k, (bodies.get(k) || 0) + 1);
            }
          }
          const sameBody = [...bodies].filter(([, n]) => n > 1).reduce((s, [, n]) => s + n - 1, 0);
          const imgs = [...document.images].map((i) => ({
            src: i.currentSrc.slice(-60),
            w: i.getAttribute('width'),
            h: i.getAttribute('height'),
            loading: i.loading,
          }));
          const classes = new Set();
          for (const el of all) for (const c of el.classList) classes.add(c);
          const unusedCss = rules.filter((r) => {
            const m = r.match(/^\.(css-[a-z0-9]+)/);
            return m && !classes.has(m[1]);
          }).length;
          return {
            elements: all.length,
            maxDepth,
            styleTags: styles.length,
            styleBytes: styles.reduce((s, t) => s + t.textContent.length, 0),
            rules: rules.length,
            dupRules: dups.reduce((s, [, n]) => s + n - 1, 0),
            sameBodyRules: sameBody,
            unusedCss,
            fonts: [...document.fonts].map((f) => f.family + ' ' + f.status),
            imgs,
            universal: rules.filter((r) => /(^|[ ,>])\*/.test(r)).map((r) => r.slice(0, 100)),
          };
        }),
      };
    }
    await ctx.close();
  }
  results[name].trace = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, Math.round(median(runs.map((r) => r[k])))]));
  results[name].runs = runs.map((r) => `${Math.round(r.style)}/${Math.round(r.layout)}`).join(' ');
  // screenshots
  for (const [dev, opts] of [
    ['desktop', { viewport: { width: 1280, height: 900 } }],
    ['pixel7', devices['Pixel 7']],
  ]) {
    const ctx = await browser.newContext({ ...opts, javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(base + p, { waitUntil: 'load' });
    await page.screenshot({ path: `${OUT}/${name}-${dev}.png`, fullPage: true });
    await ctx.close();
  }
}
console.log(JSON.stringify(results, null, 1));
fs.writeFileSync(`${OUT}/results.json`, JSON.stringify(results, null, 1));
await browser.close();
await stack.close();
process.exit(0);
