import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { bearer } from 'better-auth/plugins/bearer';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from './password';
import { normalizeHost, type Site, type SiteResolver } from '../../plugins/site-resolution';
import { account, session, user, verification } from './tables';

export interface AuthOptions {
  db: Db;
  sites: SiteResolver;
  secret: string;
  baseUrl: string;
  log?: (level: 'info' | 'success' | 'warn' | 'error' | 'debug', message: string) => void;
}

export const AUTH_BASE_PATH = '/api/auth';

// better-auth over the same database (ADR 003-api-auth). Tables come from our migrations, not its CLI.
// The funeral home a better-auth call is made on, from the same header the site-resolution hook reads.
async function siteOfHeaders(sites: SiteResolver, headers: Headers | undefined): Promise<Site | null> {
  const host = normalizeHost(headers?.get('x-host') ?? headers?.get('host') ?? '');
  return host ? sites.byHost(host) : null;
}

export function createAuth({ db, sites, secret, baseUrl, log }: AuthOptions) {
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
    // The last line of the site binding: whatever endpoint creates a session (today sign-in, later
    // invitations or password resets), it is refused unless the user belongs to the request's site.
    databaseHooks: {
      session: {
        create: {
          before: async (newSession, context) => {
            const site = await siteOfHeaders(sites, context?.headers ?? context?.request?.headers);
            if (!site) return false;
            const [owner] = await db.select({ siteId: user.siteId }).from(user).where(eq(user.id, newSession.userId)).limit(1);
            return owner?.siteId === site.id;
          },
        },
      },
    },
    // The token comes back in `set-auth-token` and is accepted as `Authorization: Bearer <token>`.
    plugins: [bearer()],
    // Cookie-carrying POSTs must come from an origin of the same funeral home as the request's host.
    trustedOrigins: async (request: Request) => {
      const origin = request.headers.get('origin');
      const originHost = origin ? normalizeHost(origin) : null;
      const siteHost = normalizeHost(request.headers.get('x-host') ?? request.headers.get('host') ?? '');
      if (!origin || !originHost || !siteHost) return [];
      const [originSite, requestSite] = await Promise.all([sites.byHost(originHost), sites.byHost(siteHost)]);
      return originSite && requestSite && originSite.id === requestSite.id ? [new URL(origin).origin] : [];
    },
    telemetry: { enabled: false },
    logger: log ? { log: (level, message) => log(level, message) } : { disabled: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;
