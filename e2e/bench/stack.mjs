// Starts the composed site as `npm start` serves it, on bench ports with a throw-away database. Ports:
// BENCH_PORT_BASE (3400) for the shell, + the remotes' offsets, + 10 the API, + 20 api-load.mjs's API,
// + 30 the client-rendered shell of --compare-client, + 40 render-load.mjs's shell.
import os from 'node:os';
import path from 'node:path';
import { configFromEnv, portEnv, startAll } from '@keepsake/serve';

export const BENCH_BASE = Number(process.env.BENCH_PORT_BASE || 3400);
export const CLIENT_SHELL_PORT = BENCH_BASE + 30;

export function benchEnv() {
  return { ...portEnv(BENCH_BASE), EXTRA_ALLOWED_ORIGINS: `http://localhost:${CLIENT_SHELL_PORT}` };
}

/** The shell renders on the server unless KEEPSAKE_SSR=0 is set (as `npm start`). */
export async function startBenchStack() {
  const env = benchEnv();
  const config = configFromEnv(env);
  const dataDir = path.join(os.tmpdir(), `keepsake-bench-${process.pid}`);
  const site = await startAll(config, { apiEnv: { KEEPSAKE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, log: () => {} });
  return { ...site, config };
}
