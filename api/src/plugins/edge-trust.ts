import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-error';

/** The header the shell sends beside X-Host: the deployment's internal token (KEEPSAKE_INTERNAL_TOKEN). */
export const EDGE_TOKEN_HEADER = 'x-keepsake-edge';
export const FOREIGN_X_HOST_MESSAGE = "The X-Host header is only accepted from the funeral home website's own server.";

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Issue 37 point 7: X-Host picks the funeral home a request is for, and the API believed it from any
 * caller (a DNS-rebinding page could read the demo outbox through it). It is now believed only beside the
 * internal token the shell and the API share by configuration (docs/operations.md): a request that sends
 * X-Host without it, with a wrong one, or to an API with no token configured is refused with a 403, on
 * every route, before anything else runs. A call without X-Host is resolved by its own Host, which an
 * unknown name never matches (site-resolution.ts: 404).
 */
export function registerEdgeTrust(app: FastifyInstance, token: string | null | undefined): void {
  const expected = token ? digest(token) : null;
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-host'] === undefined) return;
    const sent = request.headers[EDGE_TOKEN_HEADER];
    if (!expected || typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) throw forbidden(FOREIGN_X_HOST_MESSAGE);
  });
}
