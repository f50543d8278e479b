// kill -9 of the shell in the middle of a request: the supervisor starts it again and the next request
// is answered. The shell runs as production runs it (worker.mjs under the supervisor's cluster).
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
