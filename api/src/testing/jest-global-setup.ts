import { createTemplateDatabase, TEMPLATE_ENV } from './template-database';

// Once per jest run, before any API test file: on PostgreSQL (TEST_DATABASE_URL), the migrated and seeded
// template every file's database is copied from (template-database.ts). The variable set here is
// inherited by the test workers, which start after. On PGlite there is nothing to prepare.
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || process.env[TEMPLATE_ENV]) return;
  const started = Date.now();
  process.env[TEMPLATE_ENV] = await createTemplateDatabase(adminUrl);
  console.log(`\nAPI tests: template database ${process.env[TEMPLATE_ENV]} migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
