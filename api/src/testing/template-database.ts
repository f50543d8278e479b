import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemo } from '../seed';

// On PostgreSQL every API test file gets a database of its own. Migrating and seeding one takes seconds (the
// seed hashes passwords, the migrations are many files); copying a ready one is a file copy on the server.
// So a test run makes ONE migrated and seeded database, the template, and each file's database is
// `CREATE DATABASE … TEMPLATE` it (issue 38). jest's global set-up for the API project (jest-global-setup.ts)
// makes the template and names it in this variable, which the test workers inherit; its teardown drops it.
// Without the variable (a runner that skipped the set-up), or with it `off` (to measure the difference), createTestApp
// migrates and seeds each file's database as before.
export const TEMPLATE_ENV = 'KEEPSAKE_TEST_TEMPLATE_DB';

/** The run's template, if there is one to copy. */
export function templateName(): string | undefined {
  const name = process.env[TEMPLATE_ENV];
  return name && name !== 'off' ? name : undefined;
}

// A run that was killed leaves its template behind (its teardown never ran). The name carries its birth, in seconds,
// so a later run drops those older than this.
const STALE_TEMPLATE_SECONDS = 6 * 3600;

/** The admin URL (any database of the server) pointed at the database `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Makes this run's template: a fresh database, migrated and seeded with the demo data. Returns its name. */
export async function createTemplateDatabase(adminUrl: string): Promise<string> {
  // Per run (not per content): the seed's dates are relative to today, and two runs on one server must not share.
  const now = Math.floor(Date.now() / 1000);
  const name = `keepsake_template_${now}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'keepsake\\_template\\_%'");
    for (const { datname } of rows) {
      const born = Number(/^keepsake_template_(\d+)_/.exec(datname)?.[1]);
      if (born && now - born > STALE_TEMPLATE_SECONDS) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
    await admin.query(`CREATE DATABASE ${name}`);
  });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  try {
    await migrate(database);
    await seedDemo(database.db);
  } finally {
    // No connection may stay open: PostgreSQL copies a template only while nobody is connected to it.
    await database.close();
  }
  return name;
}

/** A new database, a copy of the template `template`. */
export async function createFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
}

// Cleanup, not an assertion: a background backend (autovacuum, a closing LISTEN connection) can make
// `WITH (FORCE)` refuse for a moment ("must be a member of the role whose process is being terminated").
// Try a few times; a test database left behind is reported, never a failed suite.
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      return;
    } catch (error) {
      if (attempt === 5) {
        console.warn(`test database ${name} left behind: ${(error as Error).message}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}
