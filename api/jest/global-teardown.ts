import { dropTestDatabase, TEMPLATE_ENV } from '../src/testing/template-database';

// Drops the run's template (global-setup.ts made it).
export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!adminUrl || !template) return;
  await dropTestDatabase(adminUrl, template);
  delete process.env[TEMPLATE_ENV];
}
