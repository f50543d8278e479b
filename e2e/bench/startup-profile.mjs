// What the public pages' scripts do at start-up (issue 28): a CPU profile of the page load in headless
// Chromium (CDP Profiler, CPU slowed like a phone), summed per script and per function, the functions mapped
// back to their source through the build's source maps. Lighthouse says how long each script ran
// (`why.scriptsMs`); this says what in it.
//
//   cd e2e && BENCH_PORT_BASE=7500 node bench/startup-profile.mjs [path …]
//   STARTUP_PROFILE_CPU=4 (the CPU slowdown)  STARTUP_PROFILE_RUNS=3 (loads per page, the figures are medians)
//   STARTUP_PROFILE_URL=http://localhost:7500 profiles a site already running instead of starting one.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBenchStack } from './stack.mjs';

const CPU = Number(process.env.STARTUP_PROFILE_CPU || 4);
const RUNS = Number(process.env.STARTUP_PROFILE_RUNS || 3);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];

let browser;
let baseUrl;

// Run at the end of the module, once every helper below is defined.
async function main() {
  const stack = process.env.STARTUP_PROFILE_URL ? null : await startBenchStack();
  baseUrl = process.env.STARTUP_PROFILE_URL || stack.url;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    for (const pagePath of paths) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await profileLoad(pagePath));
      report(pagePath, runs);
    }
  } finally {
    await browser.close();
    await stack?.close();
  }
}

async function profileLoad(pagePath) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  const manifests = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('request', (request) => request.url().includes('mf-manifest.json') && manifests.push(request.url()));
  // Long tasks (> 50 ms) and their blocking time after the first contentful paint: what Lighthouse's TBT counts.
  await page.addInitScript(() => {
    const seen = { tasks: [], fcp: null };
    Object.defineProperty(window, '__startupLongTasks', { value: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  // Hydration is done once the network is quiet and the main thread had a moment.
  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => window.__startupLongTasks);
  await context.close();
  return { profile, errors, manifests, longTasks: blocking(longTasks) };
}

/** Long tasks after the first contentful paint: how many, the longest, and their blocking time (each beyond 50 ms). */
function blocking({ tasks, fcp }) {
  const after = tasks.filter((task) => fcp === null || task.start + task.duration > fcp);
  return {
    count: after.length,
    longestMs: Math.max(0, ...after.map((task) => task.duration)),
    blockingMs: after.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
    fcpMs: fcp,
  };
}

/** Self time per script and per function (µs), from the profile's samples. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let index = 0; index < profile.samples.length; index += 1) {
    const id = profile.samples[index];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  }
  const scripts = new Map();
  const functions = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const script = callFrame.url ? callFrame.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : `(${callFrame.functionName || 'native'})`;
    scripts.set(script, (scripts.get(script) ?? 0) + micros);
    if (!callFrame.url) continue;
    const key = `${script}|${callFrame.functionName}|${callFrame.lineNumber}|${callFrame.columnNumber}`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
  }
  return { scripts, functions };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function report(pagePath, runs) {
  const measured = runs.map((run) => selfTimes(run.profile));
  const sum = (key, which) => median(measured.map((m) => m[which].get(key) ?? 0));
  const scriptKeys = new Set(measured.flatMap((m) => [...m.scripts.keys()]));
  console.log(`\n${pagePath}: CPU ×${CPU}, medians of ${RUNS} loads (self time, ms)`);
  for (const run of runs) if (run.errors.length > 0) console.log(`  console errors: ${run.errors.join(' | ')}`);
  const scriptsOnly = measured.map((m) => [...m.scripts].filter(([key]) => key.startsWith('/')).reduce((total, [, micros]) => total + micros, 0));
  console.log(
    `  all scripts: ${(median(scriptsOnly) / 1000).toFixed(1)} ms; manifests fetched per load: ${runs.map((run) => run.manifests.length).join(', ')}`,
  );
  const tasks = runs.map((run) => run.longTasks);
  console.log(
    `  long tasks after FCP: ${tasks.map((t) => t.count).join(', ')}; longest ${tasks.map((t) => Math.round(t.longestMs)).join(', ')} ms; ` +
      `blocking ${tasks.map((t) => Math.round(t.blockingMs)).join(', ')} ms (median ${Math.round(median(tasks.map((t) => t.blockingMs)))}); ` +
      `FCP ${tasks.map((t) => Math.round(t.fcpMs ?? 0)).join(', ')} ms`,
  );
  const scriptRows = [...scriptKeys].map((key) => [key, sum(key, 'scripts')]).sort((a, b) => b[1] - a[1]);
  for (const [key, micros] of scriptRows.slice(0, 14)) console.log(`  ${(micros / 1000).toFixed(1).padStart(8)}  ${key}`);
  const functionKeys = new Set(measured.flatMap((m) => [...m.functions.keys()]));
  const functionRows = [...functionKeys].map((key) => [key, sum(key, 'functions')]).sort((a, b) => b[1] - a[1]);
  console.log('  top functions:');
  for (const [key, micros] of functionRows.slice(0, 30)) console.log(`  ${(micros / 1000).toFixed(1).padStart(8)}  ${describe(key)}`);
  // What each long task is made of (the first load's): a run of samples with no idle one between them is a task.
  console.log('  the longest busy stretches of the first load (between idle samples; ≈ tasks):');
  for (const stretch of busyStretches(runs[0].profile, Number(process.env.STARTUP_PROFILE_TOP || 8)).slice(
    0,
    Number(process.env.STARTUP_PROFILE_STRETCHES || 6),
  )) {
    console.log(`    ${(stretch.micros / 1000).toFixed(0).padStart(6)} ms at ${(stretch.startMicros / 1000).toFixed(0)} ms:`);
    for (const [key, micros] of stretch.top) console.log(`      ${(micros / 1000).toFixed(1).padStart(7)}  ${key.includes('|') ? describe(key) : key}`);
  }
}

/** Runs of non-idle samples (each ≈ one task of the main thread), longest first, with their top functions by self time. */
function busyStretches(profile, topCount = 8) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const stretches = [];
  let current = null;
  let clock = 0;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const { callFrame } = byId.get(profile.samples[index]);
    if (callFrame.functionName === '(idle)') {
      if (current) stretches.push(current);
      current = null;
    } else {
      current ??= { startMicros: clock, micros: 0, self: new Map() };
      current.micros += delta;
      const script = callFrame.url ? callFrame.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : `(${callFrame.functionName || 'native'})`;
      const key = callFrame.url ? `${script}|${callFrame.functionName}|${callFrame.lineNumber}|${callFrame.columnNumber}` : script;
      current.self.set(key, (current.self.get(key) ?? 0) + delta);
    }
    clock += delta;
  }
  if (current) stretches.push(current);
  return stretches
    .sort((a, b) => b.micros - a.micros)
    .map(({ startMicros, micros, self }) => ({ startMicros, micros, top: [...self].sort((a, b) => b[1] - a[1]).slice(0, topCount) }));
}

// Source maps: the shell's beside its scripts in dist/, the remotes' in their own dist/ (read here, a small
// decoder of the mappings, so the bench needs no source-map library).
const maps = new Map();
function describe(key) {
  const [script, name, line, column] = key.split('|');
  const original = mapped(script, Number(line), Number(column));
  return `${name || '(anonymous)'} ${script}:${line}:${column}${original ? `  ← ${original}` : ''}`;
}
function mapped(script, line, column) {
  const file = mapFile(script);
  if (!file) return null;
  if (!maps.has(file)) maps.set(file, decodeMap(JSON.parse(readFileSync(file, 'utf8'))));
  const { sources, lines } = maps.get(file);
  const segments = lines[line] ?? [];
  let found = null;
  for (const segment of segments) if (segment[0] <= column) found = segment;
  if (!found || found.length < 4) return null;
  const source = sources[found[1]].replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
  return `${source}:${found[2] + 1}`;
}
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Each generated line's segments as [column, source, original line, original column], absolute. */
function decodeMap(map) {
  const state = [0, 0, 0, 0];
  const lines = map.mappings.split(';').map((text) => {
    state[0] = 0;
    return text
      .split(',')
      .filter(Boolean)
      .map((segmentText) => {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const char of segmentText) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >>> 1) : value >>> 1);
            value = 0;
            shift = 0;
          }
        }
        return values.slice(0, 4).map((delta, index) => (state[index] += delta));
      });
  });
  return { sources: map.sources, lines };
}
function mapFile(script) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const name = path.basename(script);
  for (const dir of ['shell', 'remote-site', 'remote-obituaries', 'remote-planning', 'remote-portal', 'remote-builder-bridge']) {
    const file = path.join(root, dir, 'dist', `${name}.map`);
    if (existsSync(file)) return file;
  }
  return null;
}

await main();
