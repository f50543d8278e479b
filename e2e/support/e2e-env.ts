import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { portEnv } from '@keepsake/serve';

// Ports of their own (a developer's `npm start` keeps 3000-3005/4000) and a database made fresh each run.
// E2E_PORT_BASE moves the whole set, so two suites can run side by side.
const base = Number(process.env.E2E_PORT_BASE || 3200);
export const E2E_PORT = base;
export const E2E_URL = `http://localhost:${E2E_PORT}`;
// A second shell origin the resilience suite starts with a broken registry.
export const E2E_SECOND_SHELL_PORT = base + 20;

// The platform operator's token (many-homes.spec.ts creates a home): made once by the runner, whose
// environment the test workers inherit, so the API and the tests agree on it.
process.env.E2E_PLATFORM_TOKEN ||= randomBytes(24).toString('base64url');
// The token the shells and the API share (the API believes X-Host only beside it, ADR 106): the same way, so a
// shell a test starts in its worker (remote-lifecycle, resilience) is one the API trusts.
process.env.KEEPSAKE_INTERNAL_TOKEN ||= randomBytes(24).toString('base64url');

export const E2E_ENV: Record<string, string> = {
  ...portEnv(base),
  KEEPSAKE_DATA_DIR: path.join(os.tmpdir(), `keepsake-e2e-${process.pid}-${Date.now()}`),
  LOG_LEVEL: 'warn',
  KEEPSAKE_PLATFORM_TOKEN: process.env.E2E_PLATFORM_TOKEN,
  KEEPSAKE_INTERNAL_TOKEN: process.env.KEEPSAKE_INTERNAL_TOKEN,
  EXTRA_ALLOWED_ORIGINS: `http://localhost:${base + 20}`,
  // The whole suite is one client (127.0.0.1) that sends more plans in 10 minutes than a family would (the
  // sixth got the 429 in CI); the limit itself is tested in the API suite (planning/routes.test.ts).
  KEEPSAKE_PLAN_SUBMITS_PER_CLIENT: '100',
};
