// `npm run bench`: measures the composed site as served and prints the figures against the budgets.
//
//   node scripts/bench.mjs [--no-build] [--only=<sections>] [--compare-client]
//   (or from e2e/: node bench/run.mjs [--only=…] [--compare-client])
//
// Sections, in the order they run: bundle (JavaScript per page, remote entries), lighthouse (the pages of
// pages.mjs, BUDGETS.lighthouseRuns runs each, in series, in both tiers: the mid-tier phone, and the low-end
// phone as is against its ceiling with every script blocked; lighthouse-pages.mjs), api (latency through the shell's proxy),
// render-load (server rendering's req/s and p50/p99), flood (the cached page's p99 while unique URLs flood the
// shell, and the shell's memory before and after), api-load (the API under load, once the site is down),
// search (obituary search over 100,000 obituaries), keepsake (the 500-photo case's archive and books).
//   --only=lighthouse,render-load   only those sections (comma-separated)
//   --compare-client                Lighthouse also on a second shell with server rendering off (KEEPSAKE_SSR=0's
//                                   page), over the same remotes and API: client- and server-rendered medians
//   BENCH_PAGES=home,obituary       only those pages (home, obituaries, obituary, plan-now, portal-login; portal-case,
//                                   studio-cases and studio, signed in: bytes and Lighthouse at the mid-tier only; the studio's
//                                   Lighthouse budget is its cases list's, the site editor's score is for reference)
//                                   for bundle, Lighthouse, render-load
//   BENCH_CPU_MULTIPLIER=4          the low-end tier's CPU slowdown pinned instead of calibrated (benchmarkIndex ÷ 264)
//   BENCH_LIGHTHOUSE_RUNS=1         fewer runs for a quick look (the budgets are for the median of 3)
//   BENCH_SKIP_LIGHTHOUSE=1         no Lighthouse
//   BENCH_LIGHTHOUSE_NO_SCRIPTS=1   only the ceiling (every script blocked: the HTML and CSS alone), no tier judged
//   BENCH_LOAD_SECONDS=8            seconds each load test measures (after 2 s of warm-up)
//   BENCH_FLOOD_CONNECTIONS=500     the flood's connections
//   BENCH_PORT_BASE=3400            the ports (stack.mjs); KEEPSAKE_SSR=0 measures the shell without server rendering
// A quick check of one page: BENCH_PAGES=obituary BENCH_LIGHTHOUSE_RUNS=1 node scripts/bench.mjs --no-build --only=lighthouse
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@keepsake/serve';
import { startBenchStack } from './stack.mjs';
import { measurePages, remoteEntrySizes } from './bundle.mjs';
import { measureApi } from './api-latency.mjs';
import { BUDGETS, pageBudget } from './budgets.mjs';
import { benchObituarySearch } from './obituary-search.mjs';
import { benchKeepsake, printKeepsake } from './keepsake.mjs';
import { benchApiLoad, printApiLoad } from './api-load.mjs';
import { benchOptions } from './options.mjs';
import { benchPages } from './pages.mjs';
import { lighthousePages, printLighthouse } from './lighthouse-pages.mjs';
import { startClientShell } from './client-shell.mjs';
import { benchRenderLoad, printRenderLoad } from './render-load.mjs';
import { benchFlood, printFlood } from './flood.mjs';

const API_CALLS = [
  { name: 'render context (approved)', path: '/api/web/render-context/approved' },
  { name: 'redirects', path: '/api/web/redirects' },
  { name: 'health', path: '/api/health' },
];
// Server rendering's cost is measured on the home page, an obituary page (issue 14) and the list (issue 28).
const RENDER_LOAD_PAGES = ['home', 'obituary', 'obituaries'];

const options = benchOptions();
const measures = (section) => options.sections.has(section);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const missed = [];
const verdict = (ok, what = 'budget') => {
  if (!ok) missed.push(what);
  return ok ? 'ok' : 'OVER BUDGET';
};

const report = { options: { sections: [...options.sections], pages: options.pages, compareClient: options.compareClient } };
if (['bundle', 'lighthouse', 'api', 'render-load', 'flood'].some(measures)) {
  const stack = await startBenchStack();
  try {
    const pages = await benchPages(stack.url, options.pages);
    if (measures('bundle')) {
      report.pages = await measurePages(stack.config, pages);
      report.remoteEntries = await remoteEntrySizes(stack.config);
    }
    if (measures('lighthouse')) {
      const runs = options.lighthouseRuns ?? BUDGETS.lighthouseRuns;
      const publicPages = pages.filter((page) => !page.signIn);
      report.lighthouse = await lighthousePages(stack.url, pages, runs);
      if (options.compareClient) {
        const client = await startClientShell(stack.config);
        try {
          report.lighthouseClientRendered = await lighthousePages(client.url, publicPages, runs);
        } finally {
          await client.close();
        }
      }
    }
    if (measures('api')) report.api = await measureApi(stack.url, API_CALLS);
    const renderPages = pages.filter((page) => RENDER_LOAD_PAGES.includes(page.name));
    if (measures('render-load') && renderPages.length > 0) report.renderLoad = await benchRenderLoad(renderPages);
    if (measures('flood')) report.flood = await benchFlood(stack);
  } finally {
    await stack.close();
  }
}
// After the stack is down: the load test wants the machine to itself.
if (measures('api-load')) report.apiLoad = await benchApiLoad();
if (measures('search')) report.obituarySearch = await benchObituarySearch();
if (measures('keepsake')) report.keepsake = await benchKeepsake();

if (report.pages) {
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
}
if (report.lighthouse) {
  const misses = printLighthouse(report.lighthouse, report.lighthouseClientRendered);
  // Fewer runs than the budget's are a quick look: printed against the budgets, never a verdict.
  if ((options.lighthouseRuns ?? BUDGETS.lighthouseRuns) >= BUDGETS.lighthouseRuns) missed.push(...misses.map((miss) => `Lighthouse ${miss}`));
}
if (report.api) {
  console.log('\nAPI latency through the shell proxy (sequential)');
  for (const call of report.api) console.log(`  ${call.name.padEnd(28)} p50 ${call.p50Ms} ms   p95 ${call.p95Ms} ms   (${call.samples} samples)`);
}
if (report.renderLoad) missed.push(...printRenderLoad(report.renderLoad));
if (report.flood) missed.push(...printFlood(report.flood));
if (report.apiLoad) missed.push(...printApiLoad(report.apiLoad));

mkdirSync(path.join(repoRoot, '.bench'), { recursive: true });
writeFileSync(path.join(repoRoot, '.bench', 'latest.json'), JSON.stringify({ measuredAt: new Date().toISOString(), ...report }, null, 2));
for (const run of report.obituarySearch ?? []) {
  console.log(
    `\nObituary search, ${run.rows} obituaries on ${run.database}: p50 ${run.p50Ms} ms   p95 ${run.p95Ms} ms   budget 50 ms  ${verdict(run.p95Ms < 50, 'obituary search')}`,
  );
}
if (report.keepsake) printKeepsake(report.keepsake, verdict);
console.log('\nFull figures: .bench/latest.json');
if (missed.length > 0) {
  console.log(`\n✖ Over budget: ${missed.join(', ')}`);
  process.exitCode = 1;
}
