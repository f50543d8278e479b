import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import type { AuthService } from '../auth/service';

// Uploads are the API's heaviest writes (bytes stored, images decoded and resized), so they are limited
// twice: per account, so one stolen or runaway session cannot fill the store, and per client IP
// (`request.ip`, ADR 006), so many accounts or none at all cannot either. The portal sends one file a
// request; a family putting a hundred photos in at once stays well inside both.
export const UPLOAD_RATE_LIMIT = {
  perAccount: { max: 120, timeWindow: '10 minutes' },
  perIp: { max: 200, timeWindow: '10 minutes' },
} as const;

export const UPLOAD_RATE_LIMIT_MESSAGE = 'You have sent many files in a short time. Please wait a few minutes, then try the remaining ones again.';

// A preHandler for the upload routes. @fastify/rate-limit runs one route limit per request, so the two
// counters are its `createRateLimit` checks, answered here in the API's error shape.
export function uploadRateLimit(app: FastifyInstance, authService: AuthService) {
  const perIp = app.createRateLimit({ ...UPLOAD_RATE_LIMIT.perIp, keyGenerator: (request) => `upload-ip:${request.ip}` });
  const perAccount = app.createRateLimit({
    ...UPLOAD_RATE_LIMIT.perAccount,
    keyGenerator: async (request) => `upload-account:${(await authService.sessionUser(request))?.id ?? ''}`,
    // Signed-out requests are refused by the route (401); only the IP counter sees them.
    allowList: (_request, key) => key === 'upload-account:',
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of [perIp, perAccount]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new HttpError(429, UPLOAD_RATE_LIMIT_MESSAGE);
      }
    }
  };
}
