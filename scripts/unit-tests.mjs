// `npm run test:unit`: the fast loop while working (well under a minute): jest's browser projects (shared,
// the shell, every remote) and the servers' tests, and the node:test suites of scripts/ and the bench.
// Not here: the API project (each file migrates and seeds a database), the servers' tests that boot real
// processes (project serve-processes), PostgreSQL, lint, typecheck, the build and e2e; `npm test` runs them
// all. Nothing is installed first. Extra arguments go to jest (`npm run test:unit -- remote-portal/src/features/tasks`).
import { createRequire } from 'node:module';
import { APP_FOLDERS } from './apps.mjs';
import { root, run } from './lib.mjs';

// jest and node run directly, not through `npx pnpm exec`: on the shared 2-core machine each npx start costs
// about 7 s of CPU (issue 23), and neither needs pnpm's PATH.
let jest;
try {
  jest = createRequire(`${root}/package.json`).resolve('jest/bin/jest');
} catch {
  console.error('jest is not installed: run `npm test` once, or `node scripts/pnpm.mjs install`.');
  process.exit(1);
}

// Two workers: jest's default on 2 cores is one, which leaves a core to its mostly idle main process.
run(process.execPath, [jest, '--maxWorkers=2', '--selectProjects', 'shared', ...APP_FOLDERS, 'serve', ...process.argv.slice(2)]);
if (process.argv.length <= 2) run(process.execPath, ['--test', 'scripts/', 'e2e/bench/']);
