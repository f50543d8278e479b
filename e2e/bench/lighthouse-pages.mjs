// Lighthouse on each bench page, run after run in series (one Chromium at a time: runs in parallel would
// measure each other), and the median of each figure over the runs.
import { cpuMultiplierFor, LOW_END_BENCHMARK_INDEX, measureBenchmarkIndex, NO_SCRIPTS, runLighthouse } from './lighthouse.mjs';
import { BUDGETS, lighthouseMisses } from './budgets.mjs';

const FIGURES = ['performance', 'accessibility', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'ttfbMs', 'benchmarkIndex'];

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
 * @param {string} origin the shell's origin (http://localhost:port: the site is chosen by host)
 * @param {{ name: string, path: string }[]} pages
 */
export async function lighthousePages(origin, pages, runs = BUDGETS.lighthouseRuns) {
  const results = [];
  for (const page of pages) {
    // Calibrated per page, just before its runs: the shared machine's load moves the index from minute to
    // minute. BENCH_CPU_MULTIPLIER pins it (e.g. 4, Lighthouse's default, to compare with older figures).
    const calibrationIndex = await measureBenchmarkIndex(origin + page.path);
    const cpuSlowdownMultiplier = Number(process.env.BENCH_CPU_MULTIPLIER) > 0 ? Number(process.env.BENCH_CPU_MULTIPLIER) : cpuMultiplierFor(calibrationIndex);
    const perRun = [];
    for (let run = 0; run < runs; run += 1) perRun.push(await runLighthouse(origin + page.path, { cpuSlowdownMultiplier }));
    results.push({ name: page.name, path: page.path, calibrationIndex, cpuSlowdownMultiplier, ...medians(perRun), runs: perRun });
  }
  return results;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const line = (result) =>
  `[index ${result.calibrationIndex} → CPU ×${result.cpuSlowdownMultiplier}; in runs ${result.runs.map((run) => run.benchmarkIndex).join(', ')}]   performance ${String(result.performance).padStart(3)} (${result.runs.map((run) => run.performance).join(', ')})   LCP ${seconds(result.lcpMs)}   TBT ${String(Math.round(result.tbtMs)).padStart(4)} ms   CLS ${result.cls}   FCP ${seconds(result.fcpMs)}   server response ${Math.round(result.ttfbMs)} ms`;

const why = ({ lcpElement, lcpPhasesMs, renderBlocking, layoutShifts }) =>
  [
    `LCP element ${lcpElement} (${Object.entries(lcpPhasesMs)
      .map(([phase, ms]) => `${phase} ${ms} ms`)
      .join(', ')})`,
    renderBlocking.length > 0 ? `render-blocking ${renderBlocking.map((url) => new URL(url).pathname).join(', ')}` : null,
    ...layoutShifts.map((shift) => `shift ${shift.score} by ${shift.element}`),
  ]
    .filter(Boolean)
    .join('; ');

/**
 * Prints each page's medians against the budgets; `client` (the same pages with server rendering off) beside
 * them, for reference only. Returns the misses ("home TBT", …).
 */
export function printLighthouse(server, client = null) {
  const budget = BUDGETS.lighthouse;
  const runs = server[0]?.runs.length ?? 0;
  console.log(
    `\nLighthouse (mobile, slow 4G, CPU calibrated to a low-end phone: multiplier = benchmarkIndex ÷ ${LOW_END_BENCHMARK_INDEX}), medians of ${runs} run${runs === 1 ? '' : 's'}${NO_SCRIPTS ? ', EVERY SCRIPT BLOCKED (BENCH_LIGHTHOUSE_NO_SCRIPTS)' : ''}   budget: performance ≥ ${budget.performance}, LCP ≤ ${seconds(budget.lcpMs)}, TBT ≤ ${budget.tbtMs} ms, CLS ≤ ${budget.cls}`,
  );
  const missed = [];
  for (const result of server) {
    const misses = lighthouseMisses(result);
    missed.push(...misses.map((miss) => `${result.name} ${miss}`));
    console.log(`  ${result.name.padEnd(11)} ${result.path}`);
    console.log(`    server-rendered  ${line(result)}   ${misses.length === 0 ? 'ok' : `OVER BUDGET: ${misses.join(', ')}`}`);
    const before = client?.find((other) => other.name === result.name);
    if (before) console.log(`    client-rendered  ${line(before)}`);
    if (misses.length > 0) console.log(`    why (server-rendered, last run): ${why(result.runs.at(-1).why)}`);
  }
  return missed;
}
