// `npm run validate` (and `npm test`, and CI's .ci/run): every check, in the order that fails fastest.
// What CI runs is what a developer runs. Each stage is timed; the table ends the output (stage-timer.mjs).
//   install → lint → format check → typecheck → jest: every project once, beside the bench's and the docs' node:test
//   suites → production build → end-to-end (Playwright, Chromium)
// The API project runs ONCE: on PostgreSQL when available (each file's database copied from a template made once per
// run, several files at a time), with project api-embedded keeping PGlite under test (its own tests and a smoke
// subset); on PGlite when not (issue 38).
// PostgreSQL: TEST_DATABASE_URL if set; otherwise a local server started by scripts/postgres-for-tests.sh
// when PostgreSQL is installed and we may start it (root or sudo); otherwise the API tests run on PGlite, and it
// says so. KEEPSAKE_POSTGRES=required (CI) makes a missing PostgreSQL a failure, =off keeps everything on PGlite.
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApps, install, root, run } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';
import { jestCommand, JEST_WORKERS } from './jest-runner.mjs';
import { stage } from './stage-timer.mjs';
import { e2eLaneCount, runE2eLanes } from './e2e-lanes.mjs';

const results = path.join(root, '.test-results');
mkdirSync(results, { recursive: true });
const bin = (...parts) => path.join(root, 'node_modules', ...parts);

await stage('install', () => install());
ensureChromium();
// Caches in node_modules/.cache (by content: a fresh clone's files all have new times): a developer's second run
// re-checks only the files that changed; a fresh CI clone starts without them.
await stage('eslint', () =>
  run(process.execPath, [
    bin('eslint', 'bin', 'eslint.js'),
    '--max-warnings=0',
    '--cache',
    '--cache-strategy=content',
    `--cache-location=${bin('.cache', 'eslint')}/`,
    '.',
  ]),
);
await stage('prettier', () =>
  run(process.execPath, [bin('prettier', 'bin', 'prettier.cjs'), '--check', '--log-level=warn', '--cache', '--cache-strategy=content', '.']),
);
await stage('typecheck', () => run(process.execPath, ['scripts/typecheck.mjs', '--no-install']));

const postgres = await stage('start PostgreSQL', () => postgresForTests());
console.log(
  postgres.url ? `\nAPI tests on PostgreSQL (${postgres.how}), and api-embedded on PGlite` : `\nAPI tests on PGlite: no PostgreSQL (${postgres.why})`,
);
const jestReport = path.join(results, 'jest.json');
const { jestStatus, nodeStatus } = await stage('jest (every project) + node --test', async () => {
  // The bench's own arithmetic and flags (node:test: its modules import Lighthouse, which jest cannot load), and the
  // docs' checks in scripts/ (every SPEC § cited exists, every path the README and ADRs name exists), beside jest:
  // their seconds are mostly process starts. Their report is printed after jest's.
  const logDir = mkdtempSync(path.join(tmpdir(), 'keepsake-validate-'));
  const log = openSync(path.join(logDir, 'node-test.log'), 'w');
  const nodeTests = spawn(process.execPath, ['--test', 'e2e/bench/', 'scripts/'], { cwd: root, stdio: ['ignore', log, log] });
  const nodeDone = new Promise((resolve) => nodeTests.on('close', resolve));
  const env = { ...process.env };
  if (postgres.url) env.TEST_DATABASE_URL = postgres.url;
  else delete env.TEST_DATABASE_URL;
  const jestRun = spawnSync(...jestCommand(['--ci', JEST_WORKERS, '--json', `--outputFile=${jestReport}`], env));
  const status = await nodeDone;
  process.stdout.write(readFileSync(path.join(logDir, 'node-test.log')));
  rmSync(logDir, { recursive: true, force: true });
  return { jestStatus: jestRun.status, nodeStatus: status };
});
if (jestStatus !== 0) fail('jest');
if (nodeStatus !== 0) fail('node --test e2e/bench/ scripts/');

await stage('build apps', () => buildApps());
const lanes = e2eLaneCount();
const e2eRun = await stage(`playwright (${lanes} lanes)`, () => runE2eLanes({ lanes, reportDir: results }));

// One plain closing line for the whole run (jest and Playwright each print their own above).
const jest = JSON.parse(readFileSync(jestReport, 'utf8'));
const e2e = e2eRun.stats;
const passed = jest.numPassedTests + e2e.expected + e2e.flaky;
const failed = jest.numFailedTests + e2e.unexpected + (e2eRun.ok || e2e.unexpected > 0 ? 0 : 1);
// A lane that failed without a failed test (an error outside the tests, a crash): said here, where the end of
// the run's output (all a CI summary may keep) still shows it.
for (const lane of e2eRun.failures) {
  console.log(`\n✖ e2e ${lane.name} exited with ${lane.code}`);
  for (const error of lane.errors) console.log(`  outside any test: ${error.slice(0, 600)}`);
  if (e2e.unexpected === 0) console.log(lane.logTail.replace(/^/gm, '  | '));
}
console.log(
  `\nunit/api (API on ${postgres.url ? 'PostgreSQL, api-embedded on PGlite' : 'PGlite'}): ${jest.numPassedTests} passed, e2e: ${e2e.expected} passed, ${e2e.flaky} flaky`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

function fail(what) {
  console.error(`\n✖ ${what} failed`);
  process.exit(1);
}

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
