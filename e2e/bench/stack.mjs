// Starts the composed site as `npm start` serves it, on bench ports with a throw-away database.
import os from 'node:os';
import path from 'node:path';
import { configFromEnv, portEnv, startAll } from '@keepsake/serve';

export const BENCH_BASE = Number(process.env.BENCH_PORT_BASE || 3400);

export function benchEnv() {
  return portEnv(BENCH_BASE);
}

export async function startBenchStack() {
  const env = benchEnv();
  const config = configFromEnv(env);
  const dataDir = path.join(os.tmpdir(), `keepsake-bench-${process.pid}`);
  const site = await startAll(config, { apiEnv: { KEEPSAKE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, log: () => {} });
  return { ...site, config };
}
