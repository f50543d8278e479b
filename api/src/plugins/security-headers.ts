import type { FastifyInstance } from 'fastify';

// Headers on every API answer (issue 13 point 5). JSON is never sniffed as something else, no API URL
// leaks in a Referer, nothing the API answers may be framed or run script, and HTTPS is remembered
// when the API is reached over it (request.protocol honours X-Forwarded-Proto only from the trusted
// proxy hops, server.ts). Routes that serve media keep their own, stricter CSP (assets).
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) {
      // Covers any HTML an error path might produce (better-auth's error page is not reachable, ADR 003).
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
