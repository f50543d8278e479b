// Helpers for the root scripts. They run before anything is installed, so they use Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { APP_FOLDERS } from './apps.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// pnpm comes from the npm registry through npx: no corepack (its signature check fails on these machines).
export const PNPM = ['--yes', 'pnpm@9.15.9'];

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    const why = result.error ? result.error.message : `exit ${result.status}`;
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (${why})`);
    process.exit(result.status || 1);
  }
}

export function pnpm(args, options) {
  run('npx', [...PNPM, ...args], options);
}

export function pnpmAsync(args, options = {}) {
  return spawn('npx', [...PNPM, ...args], { stdio: 'inherit', cwd: root, ...options });
}

export function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  pnpm(['install', '--reporter=append-only', ...frozen]);
}

export const APPS = APP_FOLDERS;

export function buildApps() {
  // Sequential: the machines have 2 cores and each webpack build uses them fully.
  for (const app of APPS) pnpm(['--filter', `./${app}`, 'run', 'build']);
}
