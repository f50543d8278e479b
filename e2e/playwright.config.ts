import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_ENV, E2E_PORT, E2E_URL } from './support/e2e-env';

// Specs that change nothing the others see: no sign-in, no form sent, no server stopped or remote redeployed.
const READING_SPECS = [
  'composition.spec.ts',
  'error-page.spec.ts',
  'obituaries-pages.spec.ts',
  'obituaries-share-preview.spec.ts',
  'server-rendering-plan-now.spec.ts',
  'server-rendering-site.spec.ts',
  'site-blog.spec.ts',
  'site-navigation.spec.ts',
  'site-pages.spec.ts',
].map((file) => `**/tests/${file}`);

// The composed site exactly as `npm start` serves it (production build, one origin per remote, the API as
// its own process), on its own ports and a fresh database so it never meets a running `npm start`.
export default defineConfig({
  testDir: './tests',
  // Per port base, so suites running side by side do not wipe each other's artifacts.
  outputDir: `test-results/${E2E_PORT}`,
  // A journey with axe on every page (plan-now's, six site pages) took 38–47 s on a loaded 2-core machine, and over
  // 60 s on 11-29, when the host ran the three lanes 2.5× slower than the day before (load average ~13).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers for the specs that only read (project desktop-reading); the rest, one at a time (issue 38).
  workers: 2,
  // One retry: a test that passes only on its second try is reported as flaky in the list (and in
  // .test-results/e2e.json) to be fixed, but does not stop the projects after it (which lost a whole CI run).
  retries: 1,
  // E2E_JSON_REPORT: one report per lane when `npm test` runs lanes side by side (scripts/e2e-lanes.mjs).
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT || '../.test-results/e2e.json' }]],
  use: {
    baseURL: E2E_URL,
    // A trace is recorded for a test's retry and kept if that fails too. Recording every first attempt (its
    // screencast and DOM snapshots) cost 18% of the suite's CPU, most of it Chromium's (measured 2026-11-29: 134.9 →
    // 111.1 CPU s, the GPU process 14.0 → 3.5 s, on four specs), and the lanes are CPU-bound on the 2-core machine.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions(),
  },
  // The suite shares one server and one database. The specs that only read the demo data (READING_SPECS) run
  // first, two files at a time; then everything else one test at a time, in file order, as before (desktop, then
  // phone): those sign in, write, redeploy remotes or stop servers. A new spec lands in the one-at-a-time
  // projects unless it is added to the list. If a project fails, Playwright skips the projects after it.
  projects: [
    { name: 'desktop-reading', testMatch: READING_SPECS, use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } },
    {
      name: 'desktop',
      testIgnore: READING_SPECS,
      workers: 1,
      dependencies: ['desktop-reading'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
    {
      name: 'phone',
      workers: 1,
      // After desktop, not beside it: two projects' workers would otherwise run at the same time.
      dependencies: ['desktop'],
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions() },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node ../tools/serve/src/start-all-cli.mjs',
    url: `${E2E_URL}/api/health`,
    env: E2E_ENV,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
