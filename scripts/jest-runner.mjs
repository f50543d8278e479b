// How the root scripts start jest: `npm run test:unit` (unit-tests.mjs) and `npm test` (validate.mjs) share it, so
// the full run gets the flags and workers measured for the fast loop (issue 38).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

// jest and node run directly, not through `npx pnpm exec`: on the shared 2-core machine each npx start costs
// about 7 s of CPU (issue 23). NODE_PATH is pnpm's folder of hoisted packages, as its launcher in node_modules/.bin
// sets it: jest.setup-dom.ts finds @keepsake/shared there.
export const JEST = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const hoisted = path.join(root, 'node_modules', '.pnpm', 'node_modules');

// V8 without its optimising compiler and with one garbage-collector thread, in jest and (inherited) its workers.
// A test file's code runs once in a fresh context, too briefly for optimised code to pay back its compiling, and on
// two cores the background threads of both take time from the tests. Measured 2026-11-26, jest alone, the same
// minutes: 53–54 s and 100 s of CPU with the flags, 57–62 s and 108–119 s without.
export const V8_FLAGS = ['--no-opt', '--single-threaded-gc'];

// Three workers on 2 cores: jest's default is one, and each worker waits on its file's set-up and imports part of
// the time (measured quiet, 2026-11-26: two workers 68 s, three 60–67 s, four 70 s). The API files on PostgreSQL
// wait on the database even more.
export const JEST_WORKERS = '--maxWorkers=3';

export function jestInstalled() {
  return existsSync(JEST);
}

/** [command, args, options] for spawn/spawnSync: jest with these arguments, the V8 flags and NODE_PATH. */
export function jestCommand(args, env = process.env) {
  return [
    process.execPath,
    [...V8_FLAGS, JEST, ...args],
    { cwd: root, stdio: 'inherit', env: { ...env, NODE_PATH: [hoisted, env.NODE_PATH].filter(Boolean).join(path.delimiter) } },
  ];
}
