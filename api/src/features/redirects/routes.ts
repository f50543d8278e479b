import type { FastifyInstance } from 'fastify';
import { redirectsSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { listRedirects } from './queries';

export function registerRedirectRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/web/redirects', async (request, reply) => {
    const rows = await listRedirects(db, request.siteId);
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return checked(redirectsSchema, rows, 'The redirects');
  });
}
