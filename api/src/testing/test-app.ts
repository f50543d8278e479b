import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { TEST_INTERNAL_TOKEN, testConfig } from '../config';
import type { PixelLimits } from '../features/media/pixel-budget';
import type { StorageConfig } from '../lib/storage';
import { migrate } from '../db/migrate';
import { seedDemo } from '../seed';
import { createServer, type ServerParts } from '../server';
import { createFromTemplate, databaseUrl as urlOf, dropTestDatabase, templateName, withAdmin } from './template-database';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

// In-memory PGlite by default. With TEST_DATABASE_URL (an admin URL for a real PostgreSQL) every
// test file gets its own fresh database, dropped afterwards, so files can run in parallel; a migrated and
// seeded one is a copy of the run's template (template-database.ts), made in a fraction of the time.
// `storage`: where family media goes (default: a fresh temp folder); the S3 store's tests pass s3rver's.
// `pixelLimits`: the upload pixel budget (default: the API's), small in the test that exhausts it.
export async function createTestApp({
  seed = true,
  migrateFirst = true,
  parts = {} as ServerParts,
  storage = undefined as StorageConfig | undefined,
  pixelLimits = undefined as PixelLimits | undefined,
} = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  const template = adminUrl && seed && migrateFirst ? templateName() : undefined;
  if (adminUrl) {
    const name = `keepsake_test_${randomBytes(6).toString('hex')}`;
    if (template) await createFromTemplate(adminUrl, name, template);
    else await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    databaseUrl = urlOf(adminUrl, name);
    dropDatabase = () => dropTestDatabase(adminUrl, name);
  }
  const app = await createServer({ ...testConfig(databaseUrl), ...(storage ? { storage } : {}), ...(pixelLimits ? { pixelLimits } : {}) }, parts);
  if (migrateFirst && !template) await migrate(app.database);
  if (seed && !template) await seedDemo(app.database.db);
  return {
    app,
    async close() {
      await app.close();
      await dropDatabase();
    },
  };
}

// The headers the shell sends for a home: X-Host with the internal token beside it (plugins/edge-trust.ts).
export const edgeHost = (host: string) => ({ 'x-host': host, 'x-keepsake-edge': TEST_INTERNAL_TOKEN });
export const DEMO_HOST = edgeHost('localhost');
export const SECOND_HOST = edgeHost('second.keepsake.test');

// Signs in through the real endpoint and returns the bearer token from `set-auth-token`.
export async function signIn(app: FastifyInstance, host: Record<string, string>, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: host,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const token = response.headers['set-auth-token'];
  if (typeof token !== 'string' || !token) throw new Error('sign-in returned no set-auth-token header');
  return token;
}

/**
 * Request headers as a signed-in person: signed in on `signInHost`, sent with `host`. Both are the demo
 * site unless given; another home's account signed in there and sent to the demo host is how a test
 * tries the wrong site.
 */
export async function signedInHeaders(
  app: FastifyInstance,
  person: { email: string; password: string },
  { signInHost = DEMO_HOST, host = DEMO_HOST }: { signInHost?: Record<string, string>; host?: Record<string, string> } = {},
): Promise<Record<string, string>> {
  return { ...host, authorization: `Bearer ${await signIn(app, signInHost, person.email, person.password)}` };
}
