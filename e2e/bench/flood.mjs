// A flood of unique URLs (issue 37 point 1): `connections` clients ask for pages nobody asked before as fast
// as they are answered — half with a query the page reads (/obituaries?name=<unique>: each a real render),
// half with one it does not (/obituaries?x=<unique>: one cached page) — while another visitor asks for the
// cached home page, one request at a time on a connection of its own. Against the stack's shell as
// `npm start` runs it (its supervisor, one worker per core). Reports the cached page's p50/p99 under the
// flood, what the flood got (200s, 503s), and the shell workers' memory before and after.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS } from './budgets.mjs';
import { firstObituaryPath } from './pages.mjs';

const CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS || 500);
const here = path.dirname(fileURLToPath(import.meta.url));

/** A child process's JSON answer on stdout. */
const run = (script, args) =>
  new Promise((resolve, reject) =>
    execFile(process.execPath, [path.join(here, script), ...args.map(String)], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    ),
  );

/** A shell worker's resident memory (Linux /proc), in bytes; null elsewhere. */
function rssOf(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** A JSON answer on a connection of its own (the port is shared: a new connection may reach another worker). */
function getJson(url, headers) {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve(response.statusCode === 200 ? JSON.parse(body) : null));
      })
      .on('error', () => resolve(null));
  });
}

/** Each shell worker's memory, and what each says of its page cache (/__keepsake/memory). */
async function shellMemory(url, pids) {
  const workers = pids.filter((entry) => entry.service === 'shell').map(({ pid }) => ({ pid, rss: rssOf(pid) }));
  const token = process.env.KEEPSAKE_INTERNAL_TOKEN;
  const reports = new Map();
  // Ask until each worker has answered (each on a fresh connection, which any worker may take).
  for (let i = 0; i < workers.length * 20 && reports.size < workers.length; i += 1) {
    const report = await getJson(`${url}/__keepsake/memory`, { authorization: `Bearer ${token}` });
    if (report) reports.set(report.pid, { pageCache: report.pageCache, renders: report.renders, heapUsed: report.heapUsed });
  }
  return workers.map((worker) => ({ ...worker, ...(reports.get(worker.pid) ?? {}) }));
}

/** One request on a fresh connection; its time in ms and whether it came from the page cache. */
function timedGet(url, headers) {
  const started = performance.now();
  return new Promise((resolve) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        response
          .resume()
          .on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode, cache: response.headers['x-keepsake-page-cache'] ?? null }));
      })
      .on('error', () => resolve({ ms: performance.now() - started, status: 0, cache: null }));
  });
}

const shellWorkers = (stack) => stack.pids().filter((entry) => entry.service === 'shell').length;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? null;

/** @param {{ url: string, pids: () => Array<{ service: string, pid: number }> }} stack */
export async function benchFlood(stack, { seconds = Number(process.env.BENCH_LOAD_SECONDS || 8) } = {}) {
  const host = new URL(stack.url).host;
  const headers = { host, accept: 'text/html', 'accept-encoding': 'gzip, br', 'user-agent': 'Mozilla/5.0 (keepsake bench)' };
  const cachedUrl = `${stack.url}/`;
  // Issue 44 decision 2: the machine's misses (every shell worker, under the supervisor) on the obituary page,
  // 8 clients per worker: its 4 renders and 4 waiting (more would measure the render queue's refusals).
  const machineMisses = await run('miss-load.mjs', [stack.url, host, await firstObituaryPath(stack.url), 8 * shellWorkers(stack), seconds]);
  // Warm: the home page is in every worker's cache. Each worker keeps its own, and whichever worker is free
  // takes a new connection, so ask several at once until each worker's report holds a page.
  let before = [];
  for (let round = 0; round < 50; round += 1) {
    await Promise.all(Array.from({ length: 8 }, () => timedGet(cachedUrl, headers)));
    before = await shellMemory(stack.url, stack.pids());
    if (before.every((worker) => worker.pageCache?.entries > 0)) break;
  }
  // The machine's load beside the figures: on a shared machine they mean little without it.
  const loadBefore = os.loadavg()[0];
  // The flood and the visitor each from a process of their own; the visitor from half a second into the flood.
  const flood = run('flood-load.mjs', [stack.url, host, CONNECTIONS, seconds]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const [result, samples] = await Promise.all([flood, run('flood-sampler.mjs', [cachedUrl, host, seconds - 1])]);
  const after = await shellMemory(stack.url, stack.pids());
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    connections: CONNECTIONS,
    seconds,
    loadAverage: { before: Number(loadBefore.toFixed(1)), after: Number(os.loadavg()[0].toFixed(1)) },
    machineMisses: { workers: shellWorkers(stack), ...machineMisses },
    flood: { requests: result.total, requestsPerSecond: Math.round(result.average), ok: result.ok, non2xx: result.non2xx, errors: result.errors },
    cached: {
      samples: samples.length,
      fromCache: samples.filter((sample) => sample.cache === 'hit').length,
      notOk: samples.filter((sample) => sample.status !== 200).length,
      p50Ms: Math.round(percentile(times, 0.5) ?? 0),
      p99Ms: Math.round(percentile(times, 0.99) ?? 0),
      maxMs: Math.round(times.at(-1) ?? 0),
      // The slowest answers as they came (status, cache header): what to look at when the p99 is over.
      slowest: samples
        .filter((sample) => sample.ms > 100)
        .slice(0, 10)
        .map((sample) => ({ ms: Math.round(sample.ms), status: sample.status, cache: sample.cache, at: sample.at })),
    },
    memoryBefore: before,
    memoryAfter: after,
  };
}

const mb = (bytes) => (bytes === null || bytes === undefined ? '?' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** Prints the figures against the budget; returns the misses. */
export function printFlood(report) {
  const { p99Ms } = BUDGETS.cachedUnderFlood;
  const ok = report.cached.p99Ms <= p99Ms && report.cached.notOk === 0;
  console.log(
    `\nA flood of unique URLs: ${report.connections} connections for ${report.seconds} s against the shell (one worker per core), load average ${report.loadAverage?.before ?? '?'} → ${report.loadAverage?.after ?? '?'}`,
  );
  console.log(
    `  flood          ${report.flood.requests} requests (${report.flood.requestsPerSecond}/s): ${report.flood.ok} answered 200, ${report.flood.non2xx} refused (503), ${report.flood.errors} errors`,
  );
  console.log(
    `  cached home    ${report.cached.samples} requests, ${report.cached.fromCache} from the cache: p50 ${report.cached.p50Ms} ms   p99 ${report.cached.p99Ms} ms   max ${report.cached.maxMs} ms   budget p99 ≤ ${p99Ms} ms  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  const misses = report.machineMisses;
  const missesOk = misses ? misses.rendersPerSecond >= BUDGETS.renderMissMachine.requestsPerSecond && !misses.errors : true;
  if (misses)
    console.log(
      `  misses         the obituary page rendered afresh by ${misses.workers} shell workers under the supervisor: ${misses.rendersPerSecond}/s   p50 ${misses.p50Ms} ms   p99 ${misses.p99Ms} ms${misses.non2xx ? `   ${misses.non2xx} non-2xx` : ''}   budget ≥ ${BUDGETS.renderMissMachine.requestsPerSecond}/s  ${missesOk ? 'ok' : 'OVER BUDGET'}`,
    );
  const line = (label, workers) =>
    console.log(
      `  ${label.padEnd(14)} ${workers
        .map(
          (worker) =>
            `pid ${worker.pid}: ${mb(worker.rss)} RSS${worker.pageCache ? `, page cache ${worker.pageCache.entries} pages ${mb(worker.pageCache.bytes)} of ${mb(worker.pageCache.maxBytes)}` : ''}`,
        )
        .join('; ')}`,
    );
  line('memory before', report.memoryBefore);
  line('memory after', report.memoryAfter);
  return [...(ok ? [] : ['flood: cached page p99']), ...(missesOk ? [] : ['machine misses'])];
}
