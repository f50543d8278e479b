// A server process of its own for a load test, pinned to core 0 with taskset when the machine has it, so
// its figures are one process on one core. Resolves once `readyUrl` answers.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';

/** @param {{ args: string[], cwd: string, env: NodeJS.ProcessEnv, readyUrl: string, name: string }} options */
export async function startPinnedProcess({ args, cwd, env, readyUrl, name }) {
  const pin = spawnSync('taskset', ['--version']).status === 0 ? ['taskset', '-c', '0'] : [];
  const [command, ...rest] = [...pin, process.execPath, ...args];
  const child = spawn(command, rest, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${name} did not start`);
    }
    const ok = await fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    pinned: pin.length > 0,
    async close() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
