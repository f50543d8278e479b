// `npm run test:unit`: the fast loop while working (well under a minute): jest's browser projects (shared,
// the shell, every remote) and the servers' tests, and the node:test suites of scripts/ and the bench.
// Not here: the API project (each file migrates and seeds a database), the servers' tests that boot real
// processes (project serve-processes), PostgreSQL, lint, typecheck, the build and e2e; `npm test` runs them
// all. Nothing is installed first. Extra arguments go to jest (`npm run test:unit -- remote-portal/src/features/tasks`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS } from './apps.mjs';
import { root, run } from './lib.mjs';

// jest and node run directly, not through `npx pnpm exec`: on the shared 2-core machine each npx start costs
// about 7 s of CPU (issue 23). jest through pnpm's own launcher in node_modules/.bin, which sets the NODE_PATH
// (pnpm's hoisted packages) that jest.setup-dom.ts needs to find @keepsake/shared.
const jest = path.join(root, 'node_modules', '.bin', 'jest');
if (!existsSync(jest)) {
  console.error('jest is not installed: run `node scripts/pnpm.mjs install` (or `npm test` once).');
  process.exit(1);
}

// Two workers: jest's default on 2 cores is one, which leaves a core to its mostly idle main process. The
// extra arguments come first: after --selectProjects, which takes a list, a path would be read as a project.
run(jest, [...process.argv.slice(2), '--maxWorkers=2', '--selectProjects', 'shared', ...APP_FOLDERS, 'serve']);
if (process.argv.length <= 2) run(process.execPath, ['--test', 'scripts/', 'e2e/bench/']);
