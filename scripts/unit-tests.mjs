// `npm run test:unit`: the fast loop while working (well under a minute): jest's browser projects (shared,
// the shell, every remote) and the servers' tests, and the node:test suites of scripts/ and the bench.
// Not here: the API project (each file migrates and seeds a database), PostgreSQL, lint, typecheck, the
// build and e2e; `npm test` runs them all. Nothing is installed first. Extra arguments go to jest
// (`npm run test:unit -- remote-portal/src/features/tasks`).
import { APP_FOLDERS } from './apps.mjs';
import { pnpm } from './lib.mjs';

// Two workers: jest's default on 2 cores is one, which leaves a core to its mostly idle main process.
pnpm(['exec', 'jest', '--maxWorkers=2', '--selectProjects', 'shared', ...APP_FOLDERS, 'serve', ...process.argv.slice(2)]);
if (process.argv.length <= 2) pnpm(['exec', 'node', '--test', 'scripts/', 'e2e/bench/']);
