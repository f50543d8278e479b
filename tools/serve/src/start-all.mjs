import { spawn } from 'node:child_process';
import path from 'node:path';
import { once } from 'node:events';
import { createStaticOrigin } from './static-origin.mjs';
import { createShellServer } from './shell-server.mjs';
import { registryOf, repoRoot } from './config.mjs';

/**
 * Starts the whole composed site as production serves it: the API, one origin per remote, the shell.
 * Resolves to a handle whose close() stops everything. `shell`: more options of the shell's server (npm run dev).
 */
export async function startAll(config, { apiEnv = {}, log = console.log, shell: shellOptions = {} } = {}) {
  const closers = [];
  const close = async () => {
    for (const closeOne of closers.reverse()) await closeOne().catch(() => {});
  };
  try {
    const api = await startApi(config, apiEnv);
    closers.push(api.close);
    for (const remote of config.remotes.filter((r) => !r.external)) {
      const app = await createStaticOrigin({ root: remote.root, allowOrigins: [config.shellOrigin, ...config.extraAllowedOrigins] });
      await app.listen({ host: config.host, port: remote.port });
      closers.push(() => app.close());
      log(`  remote ${remote.name.padEnd(15)} http://${config.host}:${remote.port}`);
    }
    const shell = await createShellServer({ root: config.shellRoot, registry: registryOf(config), apiUrl: config.apiUrl, ...shellOptions });
    await shell.listen({ host: config.host, port: config.port });
    closers.push(() => shell.close());
    return { close, url: config.shellOrigin };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The API runs as its own process, as it would be deployed. Resolves once it answers /api/health. */
async function startApi(config, extraEnv) {
  const apiDir = path.join(repoRoot, 'api');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
    cwd: apiDir,
    env: { ...process.env, API_PORT: String(config.apiPort), ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`API exited with code ${code}`);
  });
  const healthy = waitForHealth(`${config.apiUrl}/api/health`);
  await Promise.race([healthy, exited]);
  exited.catch(() => {});
  return {
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API did not become healthy at ${url}`);
}
