import os from 'node:os';
import path from 'node:path';

// Ports of their own (a developer's `npm start` keeps 3000-3005/4000) and a database made fresh each run.
export const E2E_PORT = 3200;
export const E2E_URL = `http://localhost:${E2E_PORT}`;

export const E2E_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  API_PORT: '4200',
  SITE_PORT: '3201',
  OBITUARIES_PORT: '3202',
  PLANNING_PORT: '3203',
  PORTAL_PORT: '3204',
  BUILDER_BRIDGE_PORT: '3205',
  KEEPSAKE_DATA_DIR: path.join(os.tmpdir(), `keepsake-e2e-${process.pid}-${Date.now()}`),
  LOG_LEVEL: 'warn',
  // The resilience suite starts a second shell origin there.
  EXTRA_ALLOWED_ORIGINS: 'http://localhost:3210',
};
