import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { TEST_INTERNAL_TOKEN } from '../config';
import { repoRoot } from '../paths';

// The API as `npm start` runs it, in a process of its own, for the tests that kill it or run two of them
// (db/durability, db/two-processes).

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts the API with these variables on a free port and answers once /api/health does (100 s at most). */
export async function startApi(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
    cwd: path.join(repoRoot, 'api'),
    // The tests call it as the shell would (X-Host with the internal token: testing/test-app.ts edgeHost).
    env: { ...process.env, KEEPSAKE_INTERNAL_TOKEN: TEST_INTERNAL_TOKEN, ...env, API_PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start');
}
