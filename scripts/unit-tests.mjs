// `npm run test:unit`: the fast loop while working (well under a minute): jest's browser projects (shared,
// the shell, every remote) and the servers' tests, and the node:test suites of scripts/ and the bench.
// Not here: the API project (each file migrates and seeds a database), the servers' tests that boot real
// processes (project serve-processes), PostgreSQL, lint, typecheck, the build and e2e; `npm test` runs them
// all. Nothing is installed first. Extra arguments go to jest (`npm run test:unit -- remote-portal/src/features/tasks`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_FOLDERS } from './apps.mjs';
import { jestCommand, jestInstalled, JEST_WORKERS } from './jest-runner.mjs';
import { root } from './lib.mjs';

if (!jestInstalled()) {
  console.error('jest is not installed: run `node scripts/pnpm.mjs install` (or `npm test` once).');
  process.exit(1);
}

// The node:test suites start first and run beside jest (their few seconds are mostly process starts and file
// reads, not a core's worth of work). Their report goes to a file, printed after jest's: no interleaving, and
// no pipe to fill while jest (spawnSync) holds this process.
const nodeLog = path.join(mkdtempSync(path.join(tmpdir(), 'keepsake-unit-')), 'node-test.log');
const nodeLogFd = openSync(nodeLog, 'w');
const nodeTests =
  process.argv.length <= 2 ? spawn(process.execPath, ['--test', 'scripts/', 'e2e/bench/'], { cwd: root, stdio: ['ignore', nodeLogFd, nodeLogFd] }) : null;
const nodeDone = new Promise((resolve) => (nodeTests ? nodeTests.on('close', resolve) : resolve(0)));

// The extra arguments come first: after --selectProjects, which takes a list, a path would be read as a project.
const jestRun = spawnSync(...jestCommand([...process.argv.slice(2), JEST_WORKERS, '--selectProjects', 'shared', ...APP_FOLDERS, 'serve']));
const nodeStatus = await nodeDone;
if (nodeTests) process.stdout.write(readFileSync(nodeLog));
rmSync(path.dirname(nodeLog), { recursive: true, force: true });
if (jestRun.status !== 0) console.error(`\n✖ jest failed (${jestRun.error ? jestRun.error.message : `exit ${jestRun.status}`})`);
if (nodeStatus !== 0) console.error(`\n✖ node --test scripts/ e2e/bench/ failed (exit ${nodeStatus})`);
process.exit(jestRun.status !== 0 || nodeStatus !== 0 ? 1 : 0);
