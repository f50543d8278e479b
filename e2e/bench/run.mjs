// `npm run bench`: measures the composed site as served and prints the figures against the budgets.
// Pages and API calls to measure are listed here; a feature adds its own page or call to the lists.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@keepsake/serve';
import { startBenchStack } from './stack.mjs';
import { measurePages, remoteEntrySizes } from './bundle.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureApi } from './api-latency.mjs';
import { BUDGETS, pageBudget } from './budgets.mjs';
import { benchObituarySearch } from './obituary-search.mjs';
import { benchApiLoad, printApiLoad } from './api-load.mjs';

const PAGES = [
  { name: 'home', path: '/', ready: 'footer' },
  { name: 'obituaries', path: '/obituaries', ready: 'main h1' },
  { name: 'obituary', path: '/obituaries/1/eleanor-grace-hartwell', ready: 'main h1' },
  { name: 'plan-now', path: '/plan-now', ready: 'main h1' },
];

const API_CALLS = [
  { name: 'render context (approved)', path: '/api/web/render-context/approved' },
  { name: 'redirects', path: '/api/web/redirects' },
  { name: 'health', path: '/api/health' },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const missed = [];
const verdict = (ok, what = 'budget') => {
  if (!ok) missed.push(what);
  return ok ? 'ok' : 'OVER BUDGET';
};

/** Lighthouse varies from run to run: the run with the median performance score, and every score. */
async function lighthouseMedian(url, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: results.map((result) => result.performance) };
}

const stack = await startBenchStack();
const report = {};
try {
  report.pages = await measurePages(stack.config, PAGES);
  report.remoteEntries = await remoteEntrySizes(stack.config);
  report.lighthouse = process.env.BENCH_SKIP_LIGHTHOUSE ? null : await lighthouseMedian(`${stack.url}/`, BUDGETS.lighthouseRuns);
  report.api = await measureApi(stack.url, API_CALLS);
} finally {
  await stack.close();
}
// After the stack is down: the load test wants the machine to itself.
report.apiLoad = await benchApiLoad();
report.obituarySearch = await benchObituarySearch();

console.log('\nJavaScript per page (gzip, as loaded on a phone viewport)');
for (const page of report.pages) {
  const budget = pageBudget(page.name);
  console.log(
    `  ${page.name.padEnd(12)} ${kb(page.jsGzip).padStart(9)} in ${page.requests} files   budget ${kb(budget)}  ${verdict(page.jsGzip <= budget, `${page.name} JavaScript`)}`,
  );
  console.log(
    `  ${''.padEnd(12)} duplicated modules: ${page.duplicatedModules.length}   ${verdict(page.duplicatedModules.length <= BUDGETS.duplicatedModules, `${page.name} duplicates`)}`,
  );
  for (const duplicate of page.duplicatedModules.slice(0, 10)) console.log(`      ${duplicate.module} in ${duplicate.files.join(', ')}`);
}
console.log('\nRemote entries (gzip)');
for (const entry of report.remoteEntries) {
  console.log(
    `  ${entry.name.padEnd(15)} ${kb(entry.gzip).padStart(8)}   budget ${kb(BUDGETS.remoteEntryGzipBytes)}  ${verdict(entry.gzip <= BUDGETS.remoteEntryGzipBytes, `${entry.name} entry`)}`,
  );
}
if (report.lighthouse) {
  const l = report.lighthouse;
  console.log(
    `\nLighthouse (mobile, home), median of ${l.runs.length} runs (${l.runs.join(', ')}): performance ${l.performance}   budget ≥ ${BUDGETS.lighthousePerformance}  ${verdict(l.performance >= BUDGETS.lighthousePerformance, 'Lighthouse')}`,
  );
  console.log(`  accessibility ${l.accessibility}, FCP ${l.fcpMs} ms, LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms, CLS ${l.cls}`);
}
console.log('\nAPI latency through the shell proxy (sequential)');
for (const call of report.api) console.log(`  ${call.name.padEnd(28)} p50 ${call.p50Ms} ms   p95 ${call.p95Ms} ms   (${call.samples} samples)`);

printApiLoad(report.apiLoad);

mkdirSync(path.join(repoRoot, '.bench'), { recursive: true });
writeFileSync(path.join(repoRoot, '.bench', 'latest.json'), JSON.stringify({ measuredAt: new Date().toISOString(), ...report }, null, 2));
for (const run of report.obituarySearch) {
  console.log(
    `\nObituary search, ${run.rows} obituaries on ${run.database}: p50 ${run.p50Ms} ms   p95 ${run.p95Ms} ms   budget 50 ms  ${verdict(run.p95Ms < 50, 'obituary search')}`,
  );
}
console.log('\nFull figures: .bench/latest.json');
if (missed.length > 0) {
  console.log(`\n✖ Over budget: ${missed.join(', ')}`);
  process.exitCode = 1;
}
