// Lighthouse (mobile: slow 4G, simulated) against the page as served, in the system Chromium, with the CPU
// calibrated to a low-end phone (issue 28): Lighthouse's default 4× slows whatever host runs it by 4, so the
// same code read 81–96 on different machines. DevTools' calibration instead takes the host's benchmarkIndex
// (Lighthouse's own page benchmark; 1,000 ≈ a mid-range phone) and slows it to a low-end phone's index, 264:
// multiplier = benchmarkIndex ÷ 264. Every figure is printed with the index and multiplier it was taken at.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** DevTools' "low-tier mobile" calibration target. */
export const LOW_END_BENCHMARK_INDEX = 264;
/** DevTools' "mid-tier mobile" calibration target (a Pixel 5–class phone, issue 44 decision 1). */
export const MID_TIER_BENCHMARK_INDEX = 1000;
// BENCH_LIGHTHOUSE_NO_SCRIPTS=1: every script blocked, so the figures are the page's HTML and CSS alone: the
// ceiling no change to the JavaScript can pass at this calibration (issue 28).
export const NO_SCRIPTS = Boolean(process.env.BENCH_LIGHTHOUSE_NO_SCRIPTS);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/**
 * The CPU slowdown that makes a host of this index as slow as a phone of `targetIndex` (the low-end phone
 * unless told; never faster than the host).
 */
export const cpuMultiplierFor = (benchmarkIndex, targetIndex = LOW_END_BENCHMARK_INDEX) => Math.max(1, Math.round((benchmarkIndex / targetIndex) * 100) / 100);

/**
 * The host's benchmarkIndex as Lighthouse measures it (its page function, in the browser that will run the
 * audits), from a throw-away run with no throttling and one cheap audit: the index of this minute's load.
 */
export async function measureBenchmarkIndex(url, { extraHeaders } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['viewport'],
      throttlingMethod: 'provided',
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    return Math.round(result.lhr.environment.benchmarkIndex);
  } finally {
    await chrome.kill();
  }
}

/**
 * @param {string} url
 * @param {{ cpuSlowdownMultiplier?: number, blockScripts?: boolean, extraHeaders?: Record<string, string> }} [options]
 *   the calibrated multiplier (Lighthouse's 4 without one); `blockScripts`: every script blocked, the page's HTML
 *   and CSS alone (the ceiling, issue 44); `extraHeaders`: sent with every request (a signed-in page's cookie)
 */
export async function runLighthouse(url, { cpuSlowdownMultiplier = 4, blockScripts = NO_SCRIPTS, extraHeaders } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Lighthouse merges this over its mobile slow-4G defaults: only the CPU changes.
      throttling: { cpuSlowdownMultiplier },
      ...(blockScripts ? { blockedUrlPatterns: ['*.js', '*.js?*'] } : {}),
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    const { categories, audits, environment, configSettings } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      // The document's own response time: what server rendering adds before the first byte.
      ttfbMs: Math.round(audits['server-response-time'].numericValue),
      // What this run was measured at: the index Lighthouse saw during it, and the multiplier it applied.
      benchmarkIndex: Math.round(environment.benchmarkIndex),
      cpuSlowdownMultiplier: configSettings.throttling.cpuSlowdownMultiplier,
      why: whatTheTraceSays(audits),
    };
  } finally {
    await chrome.kill();
  }
}

const label = (node) => (node?.nodeLabel || node?.snippet || node?.selector || '?').replace(/\s+/g, ' ');

/** What the trace says about LCP and CLS: the LCP element and its phases, the resources that block the first paint, the shifts. */
function whatTheTraceSays(audits) {
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  return {
    lcpElement: label(element?.items?.[0]?.node).slice(0, 80),
    lcpPhasesMs: Object.fromEntries((phases?.items ?? []).map((item) => [item.phase, Math.round(item.timing)])),
    renderBlocking: (audits['render-blocking-resources']?.details?.items ?? []).map((item) => item.url),
    layoutShifts: (audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => ({ element: label(item.node).slice(0, 80), score: Number(item.score.toFixed(3)) })),
    // What the TBT is made of (issue 28): main-thread time by kind, and the scripts that cost the most.
    mainThreadMs: Object.fromEntries((audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, Math.round(item.duration)])),
    scriptsMs: (audits['bootup-time']?.details?.items ?? []).slice(0, 6).map((item) => ({
      url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
      scripting: Math.round(item.scripting),
      parse: Math.round(item.scriptParseCompile),
    })),
  };
}
