import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app';
import { migrate, readMigrations } from './migrate';

describe('migrate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, migrateFirst: false });
  });
  afterAll(() => t.close());

  it('applies every file once and is a no-op the second time', async () => {
    const files = readMigrations().map((file) => file.name);
    expect(files[0]).toBe('001-sites.sql');
    expect(await migrate(t.app.database)).toEqual(files);
    expect(await migrate(t.app.database)).toEqual([]);
    const rows = await t.app.database.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(files);
  });

  it('rolls back a failing migration and records nothing for it', async () => {
    const broken = [{ name: '999-broken.sql', sql: 'CREATE TABLE half_done (id int); SELECT no_such_column FROM site;' }];
    await expect(migrate(t.app.database, broken)).rejects.toThrow();
    const tables = await t.app.database.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(tables).toHaveLength(0);
    const recorded = await t.app.database.query("SELECT 1 FROM schema_migrations WHERE name = '999-broken.sql'");
    expect(recorded).toHaveLength(0);
  });

  it('rejects badly named or duplicate-numbered files', () => {
    const duplicates = mkdtempSync(path.join(tmpdir(), 'keepsake-migrations-'));
    writeFileSync(path.join(duplicates, '001-a.sql'), 'SELECT 1;');
    writeFileSync(path.join(duplicates, '001-b.sql'), 'SELECT 1;');
    expect(() => readMigrations(duplicates)).toThrow('Two migrations share the number 001');
    const badName = mkdtempSync(path.join(tmpdir(), 'keepsake-migrations-'));
    writeFileSync(path.join(badName, '4-Oops.sql'), 'SELECT 1;');
    expect(() => readMigrations(badName)).toThrow('must be named NNN-kebab-name.sql');
  });
});
