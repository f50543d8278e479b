import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../paths';
import type { Database } from './client';

// Files are NNN-name.sql and run in number order. 001–099 are the foundation; feature teams take
// the next free number (see docs/decisions/002-api-migrations.md). Never edit an applied file.
const FILE_PATTERN = /^(\d{3})-[a-z0-9-]+\.sql$/;

// Any constant works; it only has to be the same for every API process sharing a database.
const MIGRATION_LOCK_KEY = 7_346_201;

export interface MigrationFile {
  name: string;
  sql: string;
}

export function readMigrations(dir = migrationsDir): MigrationFile[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const seen = new Set<string>();
  return names.map((name) => {
    const match = FILE_PATTERN.exec(name);
    if (!match) throw new Error(`Migration file "${name}" must be named NNN-kebab-name.sql`);
    const number = match[1] as string;
    if (seen.has(number)) throw new Error(`Two migrations share the number ${number}`);
    seen.add(number);
    return { name, sql: readFileSync(path.join(dir, name), 'utf8') };
  });
}

// Idempotent: runs at every start and applies only what schema_migrations lacks. Each file runs in
// its own transaction under an advisory lock, so API processes starting together never race.
export async function migrate(database: Database, files = readMigrations()): Promise<string[]> {
  // Under the lock too: two concurrent CREATE TABLE IF NOT EXISTS can still collide in PostgreSQL.
  await database.withTransaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const applied: string[] = [];
  for (const file of files) {
    const ran = await database.withTransaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file.name]);
      if (done.length > 0) return false;
      await tx.exec(file.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file.name]);
      return true;
    });
    if (ran) applied.push(file.name);
  }
  return applied;
}
