// API throughput under a spike (issue 13 point 6): autocannon, 20 concurrent clients, against ONE API
// process pinned to one core (taskset when present), on its own throw-away database. Reports req/s and
// p50/p99 per call; `npm run bench` prints them, `node e2e/bench/api-load.mjs` runs only this part.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { repoRoot } from '@keepsake/serve';
import { startPinnedProcess } from './pinned-process.mjs';
import { BUDGETS } from './budgets.mjs';

export const LOAD_CALLS = [
  { name: 'render context (approved)', path: '/api/web/render-context/approved' },
  { name: 'redirects', path: '/api/web/redirects' },
  { name: 'obituary page: obituary', path: '/api/web/obituaries/1' },
  { name: 'obituary page: photos', path: '/api/web/obituaries/1/photos' },
  { name: 'obituary page: memories', path: '/api/web/obituaries/1/memories' },
  { name: 'obituary search', path: '/api/web/obituaries?name=ele' },
];

// What a browser sends: the site's host and the encodings it takes.
// The bench calls the API as the shell does: X-Host beside the internal token (api/src/plugins/edge-trust.ts).
const EDGE_TOKEN = process.env.KEEPSAKE_INTERNAL_TOKEN || 'bench-only-internal-token-0123456789';
const HEADERS = { accept: 'application/json', 'x-host': 'localhost', 'x-keepsake-edge': EDGE_TOKEN, 'accept-encoding': 'gzip, deflate, br' };

/** req/s and latency of each call with `connections` clients at once; `headers` replace the browser's API headers. */
export async function loadTest(
  baseUrl,
  calls = LOAD_CALLS,
  { connections = 20, duration = Number(process.env.BENCH_LOAD_SECONDS || 8), headers = HEADERS } = {},
) {
  const results = [];
  for (const { name, path: urlPath } of calls) {
    // Warm: the first request of a cold key reads the database, and the JIT needs a moment; not measured.
    await autocannon({ url: baseUrl + urlPath, connections, duration: 2, headers });
    const result = await autocannon({ url: baseUrl + urlPath, connections, duration, headers });
    results.push({
      name,
      connections,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
  return results;
}

// One API process on one core, as the issue's figure asks ("one API process … on one core").
export async function startSingleCoreApi(port = Number(process.env.BENCH_PORT_BASE || 3400) + 20) {
  const url = `http://127.0.0.1:${port}`;
  const api = await startPinnedProcess({
    name: 'the API',
    args: ['--import', 'tsx', 'src/start.ts'],
    // BENCH_API_DIR: another checkout's api/ (e.g. to measure a before/after on the same machine).
    cwd: process.env.BENCH_API_DIR || path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      API_PORT: String(port),
      KEEPSAKE_DATA_DIR: path.join(os.tmpdir(), `keepsake-bench-load-${process.pid}`),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production starts without the demo homes (issue 27): the load is on the demo site, so seed it.
      KEEPSAKE_SEED_DEMO: '1',
      KEEPSAKE_AUTH_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
      KEEPSAKE_INTERNAL_TOKEN: EDGE_TOKEN,
    },
    readyUrl: `${url}/api/health`,
  });
  return { url, pinned: api.pinned, close: api.close };
}

export async function benchApiLoad() {
  const api = await startSingleCoreApi();
  try {
    return {
      loadAverage: os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' '),
      pinnedToOneCore: api.pinned,
      calls: await loadTest(api.url),
    };
  } finally {
    await api.close();
  }
}

/** Prints the figures against their budgets; returns the misses. */
export function printApiLoad(report) {
  const search = BUDGETS.searchLoad;
  console.log(
    `\nAPI under load: 20 concurrent clients, one API process${report.pinnedToOneCore ? ' on one core' : ''}, load average ${report.loadAverage ?? '?'} (budget: render context ≥ 2,000 req/s, p99 < 20 ms; obituary search ≥ ${search.requestsPerSecond} req/s, p99 < ${search.p99Ms} ms)`,
  );
  const missed = [];
  const within = (call) => {
    // An error answer is no figure of the read (a missing site answers 404 fast).
    if (call.name.startsWith('render context')) return !call.non2xx && call.requestsPerSecond >= 2000 && call.p99Ms < 20;
    if (call.name === 'obituary search') return !call.non2xx && call.requestsPerSecond >= search.requestsPerSecond && call.p99Ms < search.p99Ms;
    return null;
  };
  for (const call of report.calls) {
    const verdict = within(call);
    if (verdict === false) missed.push(`api-load ${call.name}`);
    const ok = verdict === null ? '' : verdict ? '  ok' : '  OVER BUDGET';
    console.log(
      `  ${call.name.padEnd(28)} ${String(call.requestsPerSecond).padStart(6)} req/s   p50 ${call.p50Ms} ms   p99 ${call.p99Ms} ms${call.non2xx ? `   ${call.non2xx} non-2xx` : ''}${ok}`,
    );
  }
  return missed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printApiLoad(await benchApiLoad());
}
