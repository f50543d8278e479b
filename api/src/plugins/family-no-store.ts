import type { FastifyInstance } from 'fastify';

// Family data is personal: every answer under /api/family/ — whichever feature gives it — is never cached
// by a shared cache or the browser's back-forward store, unless the route set its own cache-control.
export function registerFamilyNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/family/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });
}
