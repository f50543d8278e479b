import type { FastifyInstance } from 'fastify';
import type { AuthService, AuthUser } from '../auth/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of this funeral home asking, on a route of a plugin that called scopeToStaff. */
    staffUser: AuthUser;
  }
}

/**
 * Every route of the calling plugin is the staff desk's (issue 24): before its input is validated, the
 * account must be staff of the request's own funeral home — 401 signed out, 403 for a family account; another
 * home's session is not a session here (auth/service.ts). `what` finishes "Only staff of this funeral home
 * can …". The staff-* features share it, as the family features share case-scope.ts.
 */
export function scopeToStaff(app: FastifyInstance, authService: AuthService, what: string): void {
  app.decorateRequest('staffUser', null as unknown as AuthUser);
  app.addHook('preValidation', async (request) => {
    request.staffUser = await authService.requireStaff(request, what);
  });
  // Staff pages are personal: no shared cache or back-forward store keeps them.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });
}
