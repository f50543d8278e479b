import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MailConfig } from './lib/mailer';
import { homeLimitsFromEnv, type HomeLimits } from './lib/home-quotas';
import type { PixelLimits } from './features/media/pixel-budget';
import { storageConfigFromEnv, type StorageConfig } from './lib/storage';
import { repoRoot } from './paths';

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  // dataDir is a folder, or `memory://` for a throwaway database (tests).
  | { kind: 'pglite'; dataDir: string };

export interface ApiConfig {
  host: string;
  port: number;
  database: DatabaseConfig;
  auth: {
    // Signs session cookies and bearer tokens. Rotating it signs every user out.
    secret: string;
    // Where the API is reached; better-auth builds absolute URLs (e.g. callbacks) from it.
    baseUrl: string;
  };
  // Invitations and password resets: the outbox table by default, SMTP when smtpUrl is set.
  mail?: MailConfig;
  // Family media: a folder under the data folder, or an S3-compatible store (KEEPSAKE_S3_*). Tests: a temp folder.
  storage?: StorageConfig;
  // Pixels decoded per upload request and per account (case-media/pixel-budget.ts); its defaults unless given.
  pixelLimits?: PixelLimits;
  // Fastify's pino logger (JSON lines). Off in tests so jest output stays readable.
  logger: boolean;
  // Who may tell the API a client's address (X-Forwarded-For): exactly `hops` proxies in front of it,
  // each at one of `addresses`. The shell's proxy is one hop on loopback. Rate limits and sign-in backoff
  // key on the address found this way, never on a header a client can set.
  proxy: { addresses: string[]; hops: number };
  // Hot public reads in memory (lib/public-cache.ts). Invalidated explicitly; ttlMs bounds how long an
  // entry lives at all (with several processes, also how late a missed announcement can show).
  publicCache: { ttlMs: number; maxEntries: number };
  // The platform operator's bearer token (features/platform-homes, issue 27); null switches those routes off.
  platform?: { token: string | null };
  // What the shells' servers show to read the API's internal routes (KEEPSAKE_INTERNAL_TOKEN; issue 28's
  // rendered-page cache events); null or unset switches them off.
  internalToken?: string | null;
  // Per home: media storage and mail per hour (lib/home-quotas.ts); its defaults unless given.
  homeLimits?: HomeLimits;
  // Plans one client address may submit in 10 minutes (features/planning/routes.ts); its default unless given.
  planSubmitsPerClient?: number;
}

const DEFAULT_PROXY = { addresses: ['127.0.0.1', '::1', '::ffff:127.0.0.1'], hops: 1 };

function proxyFromEnv(env: NodeJS.ProcessEnv): ApiConfig['proxy'] {
  const addresses = (env.TRUSTED_PROXY_ADDRESSES ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const hops = env.TRUSTED_PROXY_HOPS === undefined ? DEFAULT_PROXY.hops : Number(env.TRUSTED_PROXY_HOPS);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got "${env.TRUSTED_PROXY_HOPS}"`);
  }
  return { addresses: addresses.length > 0 ? addresses : DEFAULT_PROXY.addresses, hops };
}

// Demo-only: lets `npm start` work on a fresh machine. Production must set KEEPSAKE_AUTH_SECRET.
const DEV_AUTH_SECRET = 'keepsake-dev-only-secret-do-not-use-in-production-0123456789';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const host = env.API_HOST || '127.0.0.1';
  const port = parsePort(env.API_PORT);
  const secret = env.KEEPSAKE_AUTH_SECRET || env.BETTER_AUTH_SECRET;
  if (!secret && env.NODE_ENV === 'production') {
    throw new Error('KEEPSAKE_AUTH_SECRET must be set in production (32+ random characters).');
  }
  const dataDir = env.KEEPSAKE_DATA_DIR || path.join(repoRoot, '.data');
  const database: DatabaseConfig = env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  return {
    host,
    port,
    database,
    auth: { secret: secret || DEV_AUTH_SECRET, baseUrl: env.KEEPSAKE_API_URL || `http://${host}:${port}` },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || undefined,
      // It lists live invitation and reset links: never in production, whatever else is set (issue 22).
      outboxPage: !env.SMTP_URL && env.KEEPSAKE_DEMO_OUTBOX !== 'off' && env.NODE_ENV !== 'production',
    },
    storage: storageConfigFromEnv(env, dataDir),
    logger: true,
    proxy: proxyFromEnv(env),
    publicCache: { ttlMs: Number(env.PUBLIC_CACHE_TTL_MS) > 0 ? Number(env.PUBLIC_CACHE_TTL_MS) : 60_000, maxEntries: 5_000 },
    platform: { token: platformTokenFrom(env, dataDir) },
    internalToken: env.KEEPSAKE_INTERNAL_TOKEN || null,
    homeLimits: homeLimitsFromEnv(env),
    planSubmitsPerClient: Number(env.KEEPSAKE_PLAN_SUBMITS_PER_CLIENT) > 0 ? Number(env.KEEPSAKE_PLAN_SUBMITS_PER_CLIENT) : undefined,
  };
}

function parsePort(value: string | undefined): number {
  if (!value) return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`API_PORT must be a port number, got "${value}"`);
  }
  return port;
}

// KEEPSAKE_PLATFORM_TOKEN; outside production, a random token kept in the data folder (only this
// machine's user can read it), which `npm run home:create` reads too. Production without one: off.
export function platformTokenFrom(env: NodeJS.ProcessEnv, dataDir: string): string | null {
  if (env.KEEPSAKE_PLATFORM_TOKEN) return env.KEEPSAKE_PLATFORM_TOKEN;
  if (env.NODE_ENV === 'production') return null;
  const file = path.join(dataDir, 'platform-token');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': two processes starting together keep the first one's token.
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch {
      // Written by the other process meanwhile.
    }
    chmodSync(file, 0o600);
  }
  return readFileSync(file, 'utf8').trim();
}

export const TEST_PLATFORM_TOKEN = 'keepsake-test-platform-token-0123456789';
export const TEST_INTERNAL_TOKEN = 'keepsake-test-internal-token-0123456789';

// A config for tests: in-memory PGlite unless a PostgreSQL URL is given.
export function testConfig(databaseUrl?: string): ApiConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: 'memory://' },
    auth: { secret: 'keepsake-test-secret-0123456789abcdef0123456789', baseUrl: 'http://127.0.0.1' },
    mail: { outboxPage: true },
    logger: false,
    proxy: DEFAULT_PROXY,
    publicCache: { ttlMs: 60_000, maxEntries: 1_000 },
    platform: { token: TEST_PLATFORM_TOKEN },
    internalToken: TEST_INTERNAL_TOKEN,
  };
}
