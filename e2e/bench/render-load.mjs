// What server rendering costs the shell's server (issue 14): req/s and p50/p99 of rendered pages with a
// fixed number of clients at once (api-load.mjs's harness), against ONE shell server process on one core,
// server rendering on, over the bench's remotes and API (which must be running: run.mjs's stack).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadTest } from './api-load.mjs';
import { BUDGETS } from './budgets.mjs';
import { benchEnv, BENCH_BASE } from './stack.mjs';
import { startPinnedProcess } from './pinned-process.mjs';

const CONNECTIONS = 20;
const here = path.dirname(fileURLToPath(import.meta.url));

/** @param {{ name: string, path: string }[]} pages the pages to render (their paths resolved) */
export async function benchRenderLoad(pages, port = BENCH_BASE + 40) {
  const shell = await startPinnedProcess({
    name: "the shell's server",
    args: [path.join(here, 'shell-process.mjs')],
    cwd: path.join(here, '..'),
    env: { ...process.env, ...benchEnv(), KEEPSAKE_SSR: '1', BENCH_SHELL_PORT: String(port) },
    readyUrl: `http://127.0.0.1:${port}/remotes.json`,
  });
  try {
    // A visitor's page request: the site's host (the render asks the API for that site), HTML, compressed.
    const headers = { host: `localhost:${port}`, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (keepsake bench)' };
    for (const page of pages) await expectServerRendered(`http://127.0.0.1:${port}${page.path}`, headers);
    const calls = await loadTest(
      `http://127.0.0.1:${port}`,
      pages.map((page) => ({ name: page.name, path: page.path })),
      { connections: CONNECTIONS, headers },
    );
    // Misses (issue 28): every request rendered afresh — what a publish costs. A query the page does not read
    // no longer makes one (issue 37: the cache keys on the query the page reads), so each request carries a
    // cookie, which the cache never answers.
    const misses = [];
    for (const page of pages) misses.push(await missLoad(`http://127.0.0.1:${port}`, page, headers));
    return {
      loadAverage: os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' '),
      pinnedToOneCore: shell.pinned,
      connections: CONNECTIONS,
      calls,
      misses,
    };
  } finally {
    await shell.close();
  }
}

async function missLoad(baseUrl, page, headers) {
  let counter = 0;
  const options = {
    url: baseUrl,
    connections: CONNECTIONS,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: page.path, headers: { ...request.headers, cookie: `bench-miss=${(counter += 1)}` } }) }],
  };
  await autocannon({ ...options, duration: 2 });
  // The warm-up's last requests are abandoned, not cancelled: their renders (4 running, 16 queued) are let end
  // before the measured run, whose first requests would otherwise meet a full queue and be refused (ADR 123: a
  // shell whose main thread reads requests while it renders sees that queue at once).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const result = await autocannon({ ...options, duration: Number(process.env.BENCH_LOAD_SECONDS || 8) });
  return {
    name: `${page.name} (miss)`,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A page the server could not render is the client's index.html, far cheaper: that would be no figure of rendering. */
async function expectServerRendered(url, headers) {
  const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  const html = await response.text();
  if (response.status !== 200 || !html.includes('id="keepsake-server-state"')) throw new Error(`${url} was not rendered on the server (${response.status})`);
}

/** Prints the figures against their budgets; returns the misses. */
export function printRenderLoad(report) {
  const { renderHit, renderMiss } = BUDGETS;
  console.log(
    `\nServer-rendered pages under load: ${report.connections} concurrent clients, one shell server process${report.pinnedToOneCore ? ' on one core' : ''}, load average ${report.loadAverage ?? '?'}` +
      `   budget: cached ≥ ${renderHit.requestsPerSecond}/s with p99 ≤ ${renderHit.p99Ms} ms; the ${renderMiss.page} page rendered afresh ≥ ${renderMiss.requestsPerSecond}/s per worker`,
  );
  const missed = [];
  const line = (call, ok) => {
    if (!ok) missed.push(`render-load ${call.name}`);
    console.log(
      `  ${call.name.padEnd(28)} ${String(call.requestsPerSecond).padStart(6)} pages/s   p50 ${call.p50Ms} ms   p99 ${call.p99Ms} ms${call.non2xx ? `   ${call.non2xx} non-2xx` : ''}${call.errors ? `   ${call.errors} errors` : ''}   ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  };
  for (const call of report.calls) line(call, call.requestsPerSecond >= renderHit.requestsPerSecond && call.p99Ms <= renderHit.p99Ms && !call.non2xx);
  // Only the budgeted page's misses are judged; the others are printed for reference (always "ok" if answered).
  for (const call of report.misses ?? [])
    line(call, !call.non2xx && (!call.name.startsWith(`${renderMiss.page} `) || call.requestsPerSecond >= renderMiss.requestsPerSecond));
  return missed;
}
