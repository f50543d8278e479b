import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_ENV, E2E_PORT, E2E_URL } from './support/e2e-env';

// The composed site exactly as `npm start` serves it (production build, one origin per remote, the API as
// its own process), on its own ports and a fresh database so it never meets a running `npm start`.
export default defineConfig({
  testDir: './tests',
  // Per port base, so suites running side by side do not wipe each other's artifacts.
  outputDir: `test-results/${E2E_PORT}`,
  // A journey with axe on every page (plan-now's, six site pages) took 38–47 s on a loaded 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  use: {
    baseURL: E2E_URL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } },
    {
      name: 'phone',
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
