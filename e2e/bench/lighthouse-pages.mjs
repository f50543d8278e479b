// Lighthouse on each bench page in both tiers of DevTools' calibration, measured in one run (issue 44
// decision 1): the mid-tier phone (CPU ×benchmarkIndex ÷ 1,000) as is, and the low-end phone (×index ÷ 264)
// as is and with every script blocked (the ceiling: the server's HTML and CSS alone), so the gap our scripts
// make is read in the same minutes as the ceiling. Runs go in series (one Chromium at a time: runs in
// parallel would measure each other), the three variants interleaved run by run (A B C A B C) so a change in
// the machine's load falls on all three; each figure is the median over the runs, and each run keeps the
// machine's load average beside it.
import os from 'node:os';
import { cpuMultiplierFor, LOW_END_BENCHMARK_INDEX, measureBenchmarkIndex, MID_TIER_BENCHMARK_INDEX, NO_SCRIPTS, runLighthouse } from './lighthouse.mjs';
import { BUDGETS, lighthouseGap, lighthouseMisses } from './budgets.mjs';
import { sessionCookie } from './pages.mjs';

const FIGURES = ['performance', 'accessibility', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'ttfbMs', 'benchmarkIndex', 'loadAverage'];

/** The median of each figure on its own (the run with the median score may not have the median TBT). */
export function medians(results) {
  const middle = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
  };
  return Object.fromEntries(
    FIGURES.filter((figure) => results.every((result) => figure in result)).map((figure) => [figure, middle(results.map((result) => result[figure]))]),
  );
}

/**
 * The variants measured per page: both tiers and the ceiling; BENCH_LIGHTHOUSE_NO_SCRIPTS=1 the ceiling only
 * (a quick look at what the HTML and CSS allow). BENCH_CPU_MULTIPLIER pins the low-end multiplier (e.g. 4,
 * Lighthouse's default, to compare with older figures). A signed-in page (`signIn`) is measured at the
 * mid-tier only (issue 44 decision 1), so not at all when only the ceiling is asked for.
 */
export function lighthouseVariants(calibrationIndex, env = process.env, page = {}) {
  if (page.signIn) {
    return env.BENCH_LIGHTHOUSE_NO_SCRIPTS
      ? []
      : [{ key: 'midTier', cpuSlowdownMultiplier: cpuMultiplierFor(calibrationIndex, MID_TIER_BENCHMARK_INDEX), blockScripts: false }];
  }
  const pinned = Number(env.BENCH_CPU_MULTIPLIER) > 0 ? Number(env.BENCH_CPU_MULTIPLIER) : null;
  const low = pinned ?? cpuMultiplierFor(calibrationIndex, LOW_END_BENCHMARK_INDEX);
  const variants = [
    { key: 'midTier', cpuSlowdownMultiplier: cpuMultiplierFor(calibrationIndex, MID_TIER_BENCHMARK_INDEX), blockScripts: false },
    { key: 'lowEnd', cpuSlowdownMultiplier: low, blockScripts: false },
    { key: 'ceiling', cpuSlowdownMultiplier: low, blockScripts: true },
  ];
  return env.BENCH_LIGHTHOUSE_NO_SCRIPTS ? variants.filter((variant) => variant.blockScripts) : variants;
}

const loadAverage = () => Math.round(os.loadavg()[0] * 10) / 10;

/**
 * @param {string} origin the shell's origin (http://localhost:port: the site is chosen by host)
 * @param {{ name: string, path: string, signIn?: string, lighthouseReference?: boolean }[]} pages `signIn`: the
 *   demo account the page is measured as (its session cookie on every request), at the mid-tier only;
 *   `lighthouseReference`: printed, not judged (budgets.mjs's lighthouseMisses)
 */
export async function lighthousePages(origin, pages, runs = BUDGETS.lighthouseRuns) {
  const results = [];
  for (const page of pages) {
    const env = { ...process.env, BENCH_LIGHTHOUSE_NO_SCRIPTS: NO_SCRIPTS ? '1' : '' };
    if (lighthouseVariants(1000, env, page).length === 0) continue;
    // Signed in once per page, before its calibration: the calibration then loads the page the runs measure.
    const extraHeaders = page.signIn ? { Cookie: await sessionCookie(origin, page.signIn) } : undefined;
    // Calibrated per page, just before its runs: the shared machine's load moves the index from minute to minute.
    const calibrationIndex = await measureBenchmarkIndex(origin + page.path, { extraHeaders });
    const variants = lighthouseVariants(calibrationIndex, env, page);
    const perRun = Object.fromEntries(variants.map((variant) => [variant.key, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const { key, cpuSlowdownMultiplier, blockScripts } of variants) {
        const before = loadAverage();
        const result = await runLighthouse(origin + page.path, { cpuSlowdownMultiplier, blockScripts, extraHeaders });
        perRun[key].push({ ...result, loadAverage: Math.max(before, loadAverage()) });
      }
    }
    const tiers = Object.fromEntries(
      variants.map(({ key, cpuSlowdownMultiplier }) => [key, { cpuSlowdownMultiplier, ...medians(perRun[key]), runs: perRun[key] }]),
    );
    results.push({
      name: page.name,
      path: page.path,
      ...(page.signIn ? { signedInAs: page.signIn } : {}),
      ...(page.lighthouseReference ? { reference: true } : {}),
      calibrationIndex,
      ...tiers,
    });
  }
  return results;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const figures = (tier) =>
  `×${tier.cpuSlowdownMultiplier}   performance ${String(tier.performance).padStart(3)} (${tier.runs.map((run) => run.performance).join(', ')})   TBT ${String(Math.round(tier.tbtMs)).padStart(5)} ms   LCP ${seconds(tier.lcpMs)}   CLS ${tier.cls}   FCP ${seconds(tier.fcpMs)}   [index in runs ${tier.runs.map((run) => run.benchmarkIndex).join(', ')}; load average ${tier.runs.map((run) => run.loadAverage).join(', ')}]`;

const why = ({ lcpElement, lcpPhasesMs, renderBlocking, layoutShifts, scriptsMs }) =>
  [
    `LCP element ${lcpElement} (${Object.entries(lcpPhasesMs)
      .map(([phase, ms]) => `${phase} ${ms} ms`)
      .join(', ')})`,
    renderBlocking.length > 0 ? `render-blocking ${renderBlocking.map((url) => new URL(url).pathname).join(', ')}` : null,
    ...layoutShifts.map((shift) => `shift ${shift.score} by ${shift.element}`),
    scriptsMs?.length ? `scripts ${scriptsMs.map((script) => `${script.url} ${script.scripting} ms`).join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('; ');

/**
 * Prints each page's tiers against the budgets: the mid-tier score, the low-end page as is and its ceiling,
 * and the gap between them; `client` (the same pages with server rendering off) beside them, for reference
 * only. Returns the misses ("home mid-tier performance", …).
 */
export function printLighthouse(server, client = null) {
  const { midTier, lowEndGap } = BUDGETS.lighthouse;
  const runs = (server[0]?.midTier ?? server[0]?.ceiling)?.runs.length ?? 0;
  console.log(
    `\nLighthouse (mobile, slow 4G), medians of ${runs} run${runs === 1 ? '' : 's'}, both tiers of DevTools' calibration in one run` +
      `\n  mid-tier phone: CPU ×(benchmarkIndex ÷ ${MID_TIER_BENCHMARK_INDEX})   budget: performance ≥ ${midTier.performance}, CLS ≤ ${midTier.cls}` +
      `\n  low-end phone:  CPU ×(benchmarkIndex ÷ ${LOW_END_BENCHMARK_INDEX}), as is against every script blocked (the ceiling)   budget: within ${lowEndGap.performance} points of the ceiling, scripts add ≤ ${lowEndGap.tbtMs} ms TBT`,
  );
  const missed = [];
  for (const result of server) {
    const misses = lighthouseMisses(result);
    missed.push(...misses.map((miss) => `${result.name} ${miss}`));
    const signedIn = result.signedInAs ? `   signed in as the demo ${result.signedInAs} (mid-tier only)` : '';
    const reference = result.reference ? '   (for reference, not judged)' : '';
    console.log(`  ${result.name.padEnd(12)} ${result.path}   calibration: benchmarkIndex ${result.calibrationIndex}${signedIn}${reference}`);
    if (result.midTier) console.log(`    mid-tier          ${figures(result.midTier)}`);
    if (result.lowEnd) console.log(`    low-end, as is    ${figures(result.lowEnd)}`);
    if (result.ceiling) console.log(`    low-end, ceiling  ${figures(result.ceiling)}`);
    if (result.lowEnd && result.ceiling) {
      const gap = lighthouseGap(result.lowEnd, result.ceiling);
      console.log(`    gap (our scripts) ${gap.performance} points, +${Math.round(gap.tbtMs)} ms TBT`);
    }
    console.log(`    ${misses.length === 0 ? 'ok' : `OVER BUDGET: ${misses.join(', ')}`}`);
    const before = client?.find((other) => other.name === result.name);
    if (before?.midTier) console.log(`    client-rendered, mid-tier  ${figures(before.midTier)}`);
    const last = (result.lowEnd ?? result.midTier)?.runs.at(-1);
    if (misses.length > 0 && last) console.log(`    why (low-end as is, last run): ${why(last.why)}`);
  }
  return missed;
}
