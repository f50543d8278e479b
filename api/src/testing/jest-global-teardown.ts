import { dropTestDatabase, TEMPLATE_ENV, templateName } from './template-database';

// Drops the run's template (jest-global-setup.ts made it).
export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = templateName();
  if (!adminUrl || !template) return;
  await dropTestDatabase(adminUrl, template);
  delete process.env[TEMPLATE_ENV];
}
