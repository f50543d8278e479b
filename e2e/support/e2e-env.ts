import os from 'node:os';
import path from 'node:path';

// Ports of their own (a developer's `npm start` keeps 3000-3005/4000) and a database made fresh each run.
// E2E_PORT_BASE moves the whole set, so two suites can run side by side.
const base = Number(process.env.E2E_PORT_BASE || 3200);
export const E2E_PORT = base;
export const E2E_URL = `http://localhost:${E2E_PORT}`;
// A second shell origin the resilience suite starts with a broken registry.
export const E2E_SECOND_SHELL_PORT = base + 20;

export const E2E_ENV: Record<string, string> = {
  PORT: String(base),
  SITE_PORT: String(base + 1),
  OBITUARIES_PORT: String(base + 2),
  PLANNING_PORT: String(base + 3),
  PORTAL_PORT: String(base + 4),
  BUILDER_BRIDGE_PORT: String(base + 5),
  API_PORT: String(base + 10),
  KEEPSAKE_DATA_DIR: path.join(os.tmpdir(), `keepsake-e2e-${process.pid}-${Date.now()}`),
  LOG_LEVEL: 'warn',
  EXTRA_ALLOWED_ORIGINS: `http://localhost:${base + 20}`,
};
