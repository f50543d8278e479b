import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionSchema, signInBodySchema, type Session } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { HttpError, forbidden, unauthorized } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import { normalizeHost, type SiteResolver } from '../../plugins/site-resolution';
import { hashPassword } from './password';
import { signInAlert } from './sign-in-alert';
import { createSignInGuard } from './sign-in-guard';
import { accountSiteOf } from './queries';
import type { AuthService } from './service';
import { withoutToken } from './session-cookie';

// better-auth's own wording, so a user of another funeral home learns nothing more than a wrong password.
const INVALID_CREDENTIALS = 'Invalid email or password';

// Per client IP (the proxy-set address, see server.ts), on top of the per-account backoff.
export const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

export interface AuthRouteOptions {
  db: Db;
  authService: AuthService;
  sites: SiteResolver;
  // The auth secret: it signs the device cookie (device.ts).
  secret: string;
  // Sends the mail to an account being guessed (sign-in-alert.ts).
  mailer: Pick<Mailer, 'send'>;
}

// A browser sends Origin on every POST. Sign-in from a page of another website (login CSRF: signing a
// visitor into the attacker's account) is refused; calls without Origin (apps, curl) are not browsers.
async function assertSameSiteOrigin(request: FastifyRequest, sites: SiteResolver): Promise<void> {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const host = typeof origin === 'string' && origin !== 'null' ? normalizeHost(origin) : null;
  const originSite = host ? await sites.byHost(host) : null;
  if (!originSite || originSite.id !== request.siteId) {
    throw forbidden("Sign-in is only accepted from this funeral home's own website.");
  }
}

// Sessions as better-auth lists them, without the raw token that would sign anyone in.
function withoutTokens(json: unknown): unknown {
  if (!Array.isArray(json)) return [];
  return json.map((entry: Record<string, unknown>) => ({
    id: entry.id,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
    expiresAt: entry.expiresAt,
    userAgent: entry.userAgent ?? null,
  }));
}

export async function authRoutes(instance: FastifyInstance, { db, authService, sites, secret, mailer }: AuthRouteOptions) {
  // Per account and client (issue 37 point 3): sign-in-guard.ts.
  const guard = createSignInGuard({ db, secret, alert: signInAlert(db, mailer) });
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // SPEC §7 session call: the signed-in user of THIS site, or null (sessionUser is site-bound).
  app.get('/api/auth/session', { schema: { response: { 200: sessionSchema } } }, async (request, reply) => {
    const current = await authService.sessionUser(request);
    const body: Session = {
      user: current ? { id: current.id, name: current.name, email: current.email, role: current.role } : null,
    };
    reply.header('cache-control', 'private, no-store');
    return body;
  });

  const signIn = {
    config: { rateLimit: SIGN_IN_RATE_LIMIT },
    // Where the call comes from is checked before what it says, as it always was.
    preValidation: async (request: FastifyRequest) => assertSameSiteOrigin(request, sites),
    schema: { body: named(signInBodySchema, 'sign-in details') },
  };
  app.post('/api/auth/sign-in/email', signIn, async (request, reply) => {
    const { body } = request;
    const attempt = await guard.check(request, reply, body.email);
    // Accounts belong to one funeral home: on another home's site the answer is a wrong password's, in
    // the same time (better-auth hashes the password for an unknown email; so do we here).
    const ownerSite = await accountSiteOf(db, body.email);
    if (ownerSite && ownerSite !== request.siteId) {
      await hashPassword(body.password);
      await attempt.failed();
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    // The answer's JSON loses its `token`: browsers hold the HttpOnly cookie, other clients the header.
    return authService.forward(request, reply, 'sign-in/email', {
      body,
      transform: withoutToken,
      beforeSend: async (status) => {
        if (status === 200) await attempt.succeeded();
        else if (status === 401) await attempt.failed();
      },
    });
  });

  app.post('/api/auth/sign-out', async (request, reply) => authService.forward(request, reply, 'sign-out'));

  app.get('/api/auth/list-sessions', async (request, reply) => {
    if (!(await authService.sessionUser(request))) throw unauthorized();
    reply.header('cache-control', 'private, no-store');
    return authService.forward(request, reply, 'list-sessions', { transform: withoutTokens });
  });
}
