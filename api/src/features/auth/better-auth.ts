import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from './password';
import { findSiteByHost, normalizeHost } from '../../plugins/site-resolution';
import { account, session, user, verification } from './tables';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  log?: (level: 'info' | 'success' | 'warn' | 'error' | 'debug', message: string) => void;
}

export const AUTH_BASE_PATH = '/api/auth';

// better-auth over the same database (ADR 003-api-auth). Tables come from our migrations, not its CLI.
export function createAuth({ db, secret, baseUrl, log }: AuthOptions) {
  return betterAuth({
    appName: 'Keepsake',
    baseURL: baseUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by staff or by a family invitation (feature issues), never by open sign-up.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        // input: false: a client can never choose its own role or funeral home.
        role: { type: 'string', required: true, defaultValue: 'family', input: false },
        siteId: { type: 'string', required: true, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // Sliding: a session used within a week is extended at most once a day.
      updateAge: 60 * 60 * 24,
    },
    // The token comes back in `set-auth-token` and is accepted as `Authorization: Bearer <token>`.
    plugins: [bearer()],
    // Cookie-carrying POSTs must come from an origin of the same funeral home as the request's host.
    trustedOrigins: async (request: Request) => {
      const origin = request.headers.get('origin');
      const originHost = origin ? normalizeHost(origin) : null;
      const siteHost = normalizeHost(request.headers.get('x-host') ?? request.headers.get('host') ?? '');
      if (!origin || !originHost || !siteHost) return [];
      const [originSite, requestSite] = await Promise.all([
        findSiteByHost(db, originHost),
        findSiteByHost(db, siteHost),
      ]);
      return originSite && requestSite && originSite.id === requestSite.id ? [new URL(origin).origin] : [];
    },
    telemetry: { enabled: false },
    logger: log ? { log: (level, message) => log(level, message) } : { disabled: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;
