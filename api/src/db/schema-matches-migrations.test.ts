import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { createTestApp, type TestApp } from '../testing/test-app';

// The SQL migrations make the database; the Drizzle tables only describe it for typed queries (ADR 002),
// so nothing but this test keeps the two in step. It migrates an empty database and compares, table by
// table and column by column, what every Drizzle definition in api/src says with information_schema.

const SRC = path.resolve(__dirname, '..');
const DECLARES_TABLE = /\bpgTable\s*\(/g;

interface Column {
  type: string;
  nullable: boolean;
  // The database fills it when an insert leaves it out (DEFAULT, identity or generated column).
  filledByDatabase: boolean;
}
type Tables = Map<string, Map<string, Column>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

// Every file that calls pgTable, not only the ones db/client.ts gathers: a second definition of a table
// is exactly the kind that lives somewhere nobody looks.
async function drizzleTables() {
  const declared: { file: string; calls: number; tables: PgTable[] }[] = [];
  for (const file of sourceFiles(SRC)) {
    const calls = readFileSync(file, 'utf8').match(DECLARES_TABLE)?.length ?? 0;
    if (calls === 0) continue;
    const exports = (await import(file)) as Record<string, unknown>;
    declared.push({ file: path.relative(SRC, file), calls, tables: Object.values(exports).filter((value) => is(value, PgTable)) });
  }
  return declared;
}

// information_schema spells a few types differently from Drizzle's getSQLType().
function databaseType(row: { data_type: string; udt_name: string; character_maximum_length: number | null }): string {
  if (row.data_type === 'ARRAY') return `${row.udt_name.replace(/^_/, '')}[]`;
  if (row.data_type === 'USER-DEFINED') return row.udt_name;
  if (row.data_type === 'character varying') return row.character_maximum_length ? `varchar(${row.character_maximum_length})` : 'varchar';
  return row.data_type;
}

// serial is integer with a sequence default (the default is compared on its own below).
const SERIALS: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };
const drizzleType = (type: string) => SERIALS[type] ?? type;

describe('Drizzle tables and the migrated database', () => {
  let t: TestApp;
  let database: Tables;
  let declared: Awaited<ReturnType<typeof drizzleTables>>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const rows = await t.app.database.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      character_maximum_length: number | null;
      is_nullable: 'YES' | 'NO';
      column_default: string | null;
      is_identity: 'YES' | 'NO';
      is_generated: 'ALWAYS' | 'NEVER';
    }>(
      `SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.character_maximum_length, c.is_nullable,
              c.column_default, c.is_identity, c.is_generated
         FROM information_schema.columns c
         JOIN information_schema.tables t USING (table_catalog, table_schema, table_name)
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name <> 'schema_migrations'
        ORDER BY c.table_name, c.ordinal_position`,
    );
    database = new Map();
    for (const row of rows) {
      const columns = database.get(row.table_name) ?? new Map<string, Column>();
      columns.set(row.column_name, {
        type: databaseType(row),
        nullable: row.is_nullable === 'YES',
        filledByDatabase: row.column_default !== null || row.is_identity === 'YES' || row.is_generated === 'ALWAYS',
      });
      database.set(row.table_name, columns);
    }
    declared = await drizzleTables();
  });
  afterAll(() => t.close());

  it('finds the tables: every pgTable call is an exported table', () => {
    expect(declared.length).toBeGreaterThan(10);
    const unexported = declared.filter(({ calls, tables }) => calls !== tables.length).map(({ file }) => file);
    expect(unexported).toEqual([]);
  });

  it('declares each table once', () => {
    const places = new Map<string, string[]>();
    for (const { file, tables } of declared) {
      for (const table of tables) {
        const name = getTableConfig(table).name;
        places.set(name, [...(places.get(name) ?? []), file]);
      }
    }
    const twice = [...places].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('has a Drizzle table for every table the migrations make, and no other', () => {
    const drizzleNames = declared.flatMap(({ tables }) => tables.map((table) => getTableConfig(table).name));
    expect([...new Set(drizzleNames)].sort()).toEqual([...database.keys()].sort());
  });

  it('gives every table the columns of the database: names, types, nullability and defaults', () => {
    const differences: string[] = [];
    for (const { file, tables } of declared) {
      for (const table of tables) {
        const config = getTableConfig(table);
        const actual = database.get(config.name);
        if (!actual) continue; // reported by the test above
        const declaredColumns = new Map(config.columns.map((column) => [column.name, column]));
        for (const name of actual.keys()) {
          if (!declaredColumns.has(name)) differences.push(`${file}: ${config.name}.${name} is in the database, not in Drizzle`);
        }
        for (const [name, column] of declaredColumns) {
          const real = actual.get(name);
          if (!real) {
            differences.push(`${file}: ${config.name}.${name} is in Drizzle, not in the database`);
            continue;
          }
          const where = `${file}: ${config.name}.${name}`;
          const type = drizzleType(column.getSQLType());
          if (type !== real.type) differences.push(`${where} is ${type} in Drizzle, ${real.type} in the database`);
          if (column.notNull === real.nullable) {
            differences.push(`${where} is ${column.notNull ? 'NOT NULL' : 'nullable'} in Drizzle, ${real.nullable ? 'nullable' : 'NOT NULL'} in the database`);
          }
          // A default computed in JavaScript ($defaultFn) needs none in the database; any other Drizzle
          // default is sent as DEFAULT, which must then exist there, and a database default Drizzle does
          // not know would make inserts ask for a value the database would have supplied.
          const drizzleFills = (column.hasDefault && !column.defaultFn) || !!column.generated || !!column.generatedIdentity;
          if (drizzleFills !== real.filledByDatabase) {
            differences.push(`${where} has ${drizzleFills ? 'a' : 'no'} default in Drizzle, ${real.filledByDatabase ? 'one' : 'none'} in the database`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
