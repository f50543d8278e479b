// Helpers for the root scripts. They run before anything is installed, so they use Node built-ins only.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
  // Sequential: the machines have 2 cores and each webpack build uses them fully. An app whose build is the preset's
  // `keepsake-build` (all of them today) runs it with node directly, as scripts/dev.mjs does: no `npx pnpm` start
  // (about 7 s of CPU each, issue 23); any other build script runs through pnpm.
  const presetBuild = path.join(root, 'tools', 'webpack-preset', 'build.mjs');
  for (const app of APPS) {
    const script = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')).scripts?.build;
    if (script === 'keepsake-build') run(process.execPath, [presetBuild], { cwd: path.join(root, app) });
    else pnpm(['--filter', `./${app}`, 'run', 'build']);
  }
}
