// `npm run bench`: measures the composed site as served and prints the figures against the budgets.
// Pages and API calls to measure are listed here; a feature adds its own page or call to the lists.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@keepsake/serve';
import { startBenchStack } from './stack.mjs';
import { measurePages, remoteEntrySizes } from './bundle.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureApi } from './api-latency.mjs';
import { BUDGETS } from './budgets.mjs';
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
const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET');

const stack = await startBenchStack();
const report = {};
try {
  report.pages = await measurePages(stack.config, PAGES);
  report.remoteEntries = await remoteEntrySizes(stack.config);
  report.lighthouse = process.env.BENCH_SKIP_LIGHTHOUSE ? null : await runLighthouse(`${stack.url}/`);
  report.api = await measureApi(stack.url, API_CALLS);
} finally {
  await stack.close();
}
// After the stack is down: the load test wants the machine to itself.
report.apiLoad = await benchApiLoad();
report.obituarySearch = await benchObituarySearch();

console.log('\nJavaScript per page (gzip, as loaded on a phone viewport)');
for (const page of report.pages) {
  console.log(`  ${page.name.padEnd(12)} ${kb(page.jsGzip).padStart(9)} in ${page.requests} files   budget ${kb(BUDGETS.pageJsGzipBytes)}  ${verdict(page.jsGzip <= BUDGETS.pageJsGzipBytes)}`);
  console.log(`  ${''.padEnd(12)} duplicated modules: ${page.duplicatedModules.length}   ${verdict(page.duplicatedModules.length <= BUDGETS.duplicatedModules)}`);
  for (const duplicate of page.duplicatedModules.slice(0, 10)) console.log(`      ${duplicate.module} in ${duplicate.files.join(', ')}`);
}
console.log('\nRemote entries (gzip)');
for (const entry of report.remoteEntries) {
  console.log(`  ${entry.name.padEnd(15)} ${kb(entry.gzip).padStart(8)}   budget ${kb(BUDGETS.remoteEntryGzipBytes)}  ${verdict(entry.gzip <= BUDGETS.remoteEntryGzipBytes)}`);
}
if (report.lighthouse) {
  const l = report.lighthouse;
  console.log(`\nLighthouse (mobile, home): performance ${l.performance}, accessibility ${l.accessibility}, FCP ${l.fcpMs} ms, LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms, CLS ${l.cls}`);
}
console.log('\nAPI latency through the shell proxy (sequential)');
for (const call of report.api) console.log(`  ${call.name.padEnd(28)} p50 ${call.p50Ms} ms   p95 ${call.p95Ms} ms   (${call.samples} samples)`);

printApiLoad(report.apiLoad);

mkdirSync(path.join(repoRoot, '.bench'), { recursive: true });
writeFileSync(path.join(repoRoot, '.bench', 'latest.json'), JSON.stringify({ measuredAt: new Date().toISOString(), ...report }, null, 2));
for (const run of report.obituarySearch) {
  console.log(`\nObituary search, ${run.rows} obituaries on ${run.database}: p50 ${run.p50Ms} ms   p95 ${run.p95Ms} ms   budget 50 ms  ${verdict(run.p95Ms < 50)}`);
}
console.log('\nFull figures: .bench/latest.json');
