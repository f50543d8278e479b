// `npm run test:unit`: the fast loop while working (well under a minute): jest's browser projects (shared,
// the shell, every remote) and the servers' tests, and the node:test suites of scripts/ and the bench.
// Not here: the API project (each file migrates and seeds a database), the servers' tests that boot real
// processes (project serve-processes), PostgreSQL, lint, typecheck, the build and e2e; `npm test` runs them
// all. Nothing is installed first. Extra arguments go to jest (`npm run test:unit -- remote-portal/src/features/tasks`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_FOLDERS } from './apps.mjs';
import { root } from './lib.mjs';

// jest and node run directly, not through `npx pnpm exec`: on the shared 2-core machine each npx start costs
// about 7 s of CPU (issue 23). NODE_PATH is pnpm's folder of hoisted packages, as its launcher in node_modules/.bin
// sets it: jest.setup-dom.ts finds @keepsake/shared there.
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
if (!existsSync(jest)) {
  console.error('jest is not installed: run `node scripts/pnpm.mjs install` (or `npm test` once).');
  process.exit(1);
}
const hoisted = path.join(root, 'node_modules', '.pnpm', 'node_modules');
// V8 without its optimising compiler and with one garbage-collector thread, in jest and (inherited) its workers.
// A test file's code runs once in a fresh context, too briefly for optimised code to pay back its compiling, and on
// two cores the background threads of both take time from the tests. Measured 2026-11-26, jest alone, the same
// minutes: 53–54 s and 100 s of CPU with the flags, 57–62 s and 108–119 s without.
const v8Flags = ['--no-opt', '--single-threaded-gc'];

// The node:test suites start first and run beside jest (their few seconds are mostly process starts and file
// reads, not a core's worth of work). Their report goes to a file, printed after jest's: no interleaving, and
// no pipe to fill while jest (spawnSync) holds this process.
const nodeLog = path.join(mkdtempSync(path.join(tmpdir(), 'keepsake-unit-')), 'node-test.log');
const nodeLogFd = openSync(nodeLog, 'w');
const nodeTests =
  process.argv.length <= 2 ? spawn(process.execPath, ['--test', 'scripts/', 'e2e/bench/'], { cwd: root, stdio: ['ignore', nodeLogFd, nodeLogFd] }) : null;
const nodeDone = new Promise((resolve) => (nodeTests ? nodeTests.on('close', resolve) : resolve(0)));

// Three workers on 2 cores: jest's default is one, and each worker waits on its file's set-up and imports part of
// the time (measured quiet, 2026-11-26: two workers 68 s, three 60–67 s, four 70 s). The
// extra arguments come first: after --selectProjects, which takes a list, a path would be read as a project.
const jestArgs = [...process.argv.slice(2), '--maxWorkers=3', '--selectProjects', 'shared', ...APP_FOLDERS, 'serve'];
const jestRun = spawnSync(process.execPath, [...v8Flags, jest, ...jestArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: [hoisted, process.env.NODE_PATH].filter(Boolean).join(path.delimiter) },
});
const nodeStatus = await nodeDone;
if (nodeTests) process.stdout.write(readFileSync(nodeLog));
rmSync(path.dirname(nodeLog), { recursive: true, force: true });
if (jestRun.status !== 0) console.error(`\n✖ jest failed (${jestRun.error ? jestRun.error.message : `exit ${jestRun.status}`})`);
if (nodeStatus !== 0) console.error(`\n✖ node --test scripts/ e2e/bench/ failed (exit ${nodeStatus})`);
process.exit(jestRun.status !== 0 || nodeStatus !== 0 ? 1 : 0);
