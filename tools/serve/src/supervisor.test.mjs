// kill -9 of the shell in the middle of a request: the supervisor starts it again and the next request
// is answered. The shell runs as production runs it (worker.mjs under the supervisor's cluster).
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Fastify from 'fastify';
import { createSupervisor } from './supervisor.mjs';
import { builtShell, freePort, standInApi, workerScript } from './testing/stand-ins.mjs';

describe('the supervisor', () => {
  let api;
  let supervisor;
  let port;
  const url = (pathName) => `http://127.0.0.1:${port}${pathName}`;
  const pidOf = async () => (await (await fetch(url('/livez'))).json()).pid;

  beforeAll(async () => {
    api = await standInApi();
    port = await freePort();
    const config = { kind: 'shell', root: builtShell(), registry: {}, apiUrl: `http://127.0.0.1:${api.server.address().port}`, host: '127.0.0.1', port };
    supervisor = createSupervisor({ log: () => {}, killAfterMs: 5000 });
    await supervisor.start({ name: 'shell', exec: workerScript, env: { KEEPSAKE_WORKER_CONFIG: JSON.stringify(config), KEEPSAKE_SSR: '0' } });
  });
  afterAll(async () => {
    await supervisor?.close();
    await api?.close();
  });

  it('brings a killed shell back, and the next request succeeds', async () => {
    const before = await pidOf();
    expect(supervisor.pids()).toEqual([{ service: 'shell', pid: before }]);
    const inFlight = fetch(url('/api/slow')).then(
      (response) => response.status,
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(before, 'SIGKILL');
    expect(await inFlight).toBe('cut');

    let after = null;
    for (let tries = 0; tries < 100 && !after; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await pidOf().catch(() => null);
    }
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    const response = await fetch(url('/api/slow'));
    expect(await response.json()).toEqual({ slow: true });
    expect((await fetch(url('/readyz'))).status).toBe(200);
  });

  it('stops its workers within the grace, even with a request in flight', async () => {
    const inFlight = fetch(url('/api/slow')).catch(() => 'cut');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await supervisor.close();
    expect(Date.now() - started).toBeLessThan(6000);
    expect(supervisor.pids()).toEqual([]);
    await inFlight;
  });
});

// Issue 37 point 1 (ADR 120): one busy worker never stalls the site. A render holds one shell worker's event
// loop (as a long server render did before render threads, ADR 123: here renders run on the main thread,
// KEEPSAKE_RENDER_THREADS=0, to hold it); a visitor who opens a connection meanwhile is answered by the other
// worker at once. Under Node's round robin the supervisor handed every other new connection to the busy
// worker, where it waited for the render to end (and under a flood, behind the flood's own connections).
describe('the supervisor with one busy shell worker', () => {
  const BUSY_MS = 3000;
  let api;
  let supervisor;
  let port;
  let busyStarted;
  const url = (pathName) => `http://127.0.0.1:${port}${pathName}`;

  beforeAll(async () => {
    api = Fastify();
    api.get('/api/health', async () => ({ status: 'ok' }));
    api.get('/api/web/render-context/approved', async () => ({ settings: { builderOrigins: [] } }));
    busyStarted = new Promise((resolve) => api.get('/api/busy-started', async () => (resolve(), { ok: true })));
    await api.listen({ host: '127.0.0.1', port: 0 });
    const root = builtShell();
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
    mkdirSync(path.join(root, 'server'));
    // The stand-in render of /busy says it has begun, then holds its process's event loop for BUSY_MS.
    writeFileSync(
      path.join(root, 'server', 'main.js'),
      `module.exports = { renderPage: async ({ url, apiUrl }) => {
        if (url.startsWith('/busy')) {
          await fetch(apiUrl + '/api/busy-started');
          const until = Date.now() + ${BUSY_MS};
          while (Date.now() < until);
        }
        return { status: 200, html: '<h1>page</h1>', styles: '', state: { website: null }, failedAreas: [], head: {} };
      } };`,
    );
    port = await freePort();
    const config = { kind: 'shell', root, registry: {}, apiUrl: `http://127.0.0.1:${api.server.address().port}`, host: '127.0.0.1', port };
    supervisor = createSupervisor({ log: () => {}, killAfterMs: 5000 });
    await supervisor.start({
      name: 'shell',
      exec: workerScript,
      workers: 2,
      env: { KEEPSAKE_WORKER_CONFIG: JSON.stringify(config), KEEPSAKE_SSR: '1', KEEPSAKE_RENDER_THREADS: '0' },
    });
  });
  afterAll(async () => {
    await supervisor?.close();
    await api?.close();
  });

  it('answers new connections from the free worker while the other renders', async () => {
    const busy = fetch(url('/busy')).then((response) => response.status);
    await busyStarted;
    const times = [];
    for (let i = 0; i < 6; i += 1) {
      const started = performance.now();
      // A connection of its own each time, as each new visitor's.
      const status = await new Promise((resolve, reject) => {
        http.get(url('/livez'), { agent: false }, (response) => response.resume().on('end', () => resolve(response.statusCode))).on('error', reject);
      });
      times.push(performance.now() - started);
      expect(status).toBe(200);
    }
    // Under round robin one of these waited out the render (BUSY_MS); a loaded machine answers in far less than a second.
    expect(Math.max(...times)).toBeLessThan(1000);
    expect(await busy).toBe(200);
  });
});
