// `npm run validate` (and `npm test`, and CI's .ci/run): every check, in the order that fails fastest.
// What CI runs is what a developer runs.
//   install → lint → format check → typecheck → unit and API tests (jest), the bench's own tests → API tests on PostgreSQL (when available)
//   → production build → end-to-end (Playwright, Chromium)
// PostgreSQL: TEST_DATABASE_URL if set; otherwise a local server started by scripts/postgres-for-tests.sh
// when PostgreSQL is installed and we may start it (root or sudo); otherwise skipped, and said so.
// KEEPSAKE_POSTGRES=required (CI) makes a missing PostgreSQL a failure, =off skips it.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildApps, install, pnpm, root } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';
import { stage } from './stage-timer.mjs';

const results = path.join(root, '.test-results');
mkdirSync(results, { recursive: true });

await stage('install', () => install());
ensureChromium();
await stage('eslint', () => pnpm(['exec', 'eslint', '--max-warnings=0', '.']));
await stage('prettier', () => pnpm(['exec', 'prettier', '--check', '--log-level=warn', '.']));
await stage('typecheck', () => pnpm(['exec', 'node', 'scripts/typecheck.mjs', '--no-install']));
const jestReport = path.join(results, 'jest.json');
await stage('jest (all projects, API on PGlite)', () => pnpm(['exec', 'jest', '--ci', '--json', `--outputFile=${jestReport}`]));
// The bench's own arithmetic and flags (node:test: its modules import Lighthouse, which jest cannot load), and
// the docs' checks in scripts/ (every SPEC § cited exists, every path the README and ADRs name exists).
await stage('node --test', () => pnpm(['exec', 'node', '--test', 'e2e/bench/', 'scripts/']));

const postgres = await stage('start PostgreSQL', () => postgresForTests());
const postgresReport = path.join(results, 'jest-postgres.json');
if (postgres.url) {
  console.log(`\nAPI tests on PostgreSQL (${postgres.how})`);
  await stage('jest api on PostgreSQL', () =>
    pnpm(['exec', 'jest', '--ci', '--selectProjects', 'api', '--runInBand', '--json', `--outputFile=${postgresReport}`], {
      env: { ...process.env, TEST_DATABASE_URL: postgres.url },
    }),
  );
} else {
  console.log(`\nAPI tests on PostgreSQL: skipped (${postgres.why})`);
}

await stage('build apps', () => buildApps());
const e2eReport = path.join(results, 'e2e.json');
await stage('playwright', () =>
  pnpm(['exec', 'playwright', 'test'], { cwd: path.join(root, 'e2e'), env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } }),
);

// One plain closing line for the whole run (jest and Playwright each print their own above).
const jest = JSON.parse(readFileSync(jestReport, 'utf8'));
const pg = postgres.url && existsSync(postgresReport) ? JSON.parse(readFileSync(postgresReport, 'utf8')) : { numPassedTests: 0, numFailedTests: 0 };
const e2e = existsSync(e2eReport) ? JSON.parse(readFileSync(e2eReport, 'utf8')).stats : { expected: 0, unexpected: 0, flaky: 0 };
const passed = jest.numPassedTests + pg.numPassedTests + e2e.expected + e2e.flaky;
const failed = jest.numFailedTests + pg.numFailedTests + e2e.unexpected;
console.log(
  `\nunit/api: ${jest.numPassedTests} passed, api on PostgreSQL: ${postgres.url ? `${pg.numPassedTests} passed` : 'skipped'}, e2e: ${e2e.expected} passed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** @returns {{ url?: string, how?: string, why?: string }} */
function postgresForTests() {
  const mode = process.env.KEEPSAKE_POSTGRES || 'auto';
  const unavailable = (why) => {
    if (mode === 'required') {
      console.error(`\n✖ PostgreSQL is required (KEEPSAKE_POSTGRES=required) but ${why}`);
      process.exit(1);
    }
    return { why };
  };
  if (mode === 'off') return { why: 'KEEPSAKE_POSTGRES=off' };
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, how: 'TEST_DATABASE_URL' };
  const installed =
    existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/postgres`));
  if (!installed) return unavailable('PostgreSQL is not installed (Debian: apt-get install postgresql, or set TEST_DATABASE_URL)');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status !== 0) {
    return unavailable('starting it needs root or sudo (or set TEST_DATABASE_URL)');
  }
  const started = spawnSync('bash', [path.join(root, 'scripts', 'postgres-for-tests.sh')], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(started.stdout ?? '')?.[1];
  if (started.status !== 0 || !url) return unavailable('scripts/postgres-for-tests.sh could not start it');
  return { url, how: 'local server from scripts/postgres-for-tests.sh' };
}
