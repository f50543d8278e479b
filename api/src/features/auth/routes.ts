import type { FastifyInstance } from 'fastify';
import { sessionSchema, signInBodySchema, type Session } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { checked } from '../../lib/checked';
import { validate } from '../../lib/validate';
import { accountSiteOf } from './queries';
import type { AuthService } from './service';

// better-auth's own wording, so a user of another funeral home learns nothing more than a wrong password.
const INVALID_CREDENTIALS = 'Invalid email or password';

export function registerAuthRoutes(app: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  // SPEC §7 session call: the signed-in user of THIS site, or null.
  app.get('/api/auth/session', async (request, reply) => {
    const current = await authService.sessionUser(request);
    const body: Session = {
      user:
        current && current.siteId === request.site?.id
          ? { id: current.id, name: current.name, email: current.email, role: current.role }
          : null,
    };
    reply.header('cache-control', 'private, no-store');
    return checked(sessionSchema, body, 'session');
  });

  app.post(
    '/api/auth/sign-in/email',
    // Slows password guessing; per client IP. Tuned for a family sharing one home connection.
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const body = validate(signInBodySchema, request.body, 'sign-in details');
      // Accounts belong to one funeral home: signing in on another home's site fails like a bad password.
      const ownerSite = await accountSiteOf(db, body.email);
      if (ownerSite && ownerSite !== request.siteId) throw new HttpError(401, INVALID_CREDENTIALS);
      return authService.forward(request, reply, body);
    },
  );

  // Everything else better-auth offers (sign-out, get-session, …) passes straight through.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: (request, reply) => authService.forward(request, reply),
  });
}
