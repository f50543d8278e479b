import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import * as authTables from '../features/auth/tables';
import * as foundationTables from './schema';

// The tables Drizzle knows by name: the foundation (sites, context, redirects) and better-auth's.
const schema = { ...foundationTables, ...authTables };

// One Drizzle type for both drivers: feature code writes the same queries for PGlite and PostgreSQL.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

// Plain SQL for what Drizzle does not cover (migrations run multi-statement files).
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends SqlRunner {
  kind: DatabaseConfig['kind'];
  db: Db;
  // Cross-process announcements (PostgreSQL LISTEN/NOTIFY on a connection of its own). With PGlite
  // only this process can open the database, so there is nobody to tell: both are no-ops.
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  withTransaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const runner = (target: Pick<PGlite, 'exec' | 'query'>): SqlRunner => ({
    async exec(sql) {
      await target.exec(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await target.query<Row>(sql, params)).rows;
    },
  });
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    ...runner(client),
    withTransaction: (fn) => client.transaction((tx) => fn(runner(tx))),
    listen: async () => undefined,
    notify: async () => undefined,
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client can drop (e.g. the server restarts); the pool replaces it on the next query.
  // Without a listener the 'error' event would crash the process.
  pool.on('error', (error) => console.error('postgres pool: idle client error', error.message));
  const runner = (target: pg.Pool | pg.PoolClient): SqlRunner => ({
    async exec(sql) {
      await target.query(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await target.query(sql, params)).rows as Row[];
    },
  });
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => console.error('postgres listener error', error.message));
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload) onPayload(message.payload);
      });
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    ...runner(pool),
    async withTransaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(runner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await Promise.all(listeners.map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
