import type { FastifyInstance } from 'fastify';
import { redirectsSchema } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { checked } from '../../../lib/checked';
import { sendCached } from '../../../lib/public-cache';
import { listRedirects } from './queries';

// Editing redirects invalidates this key: app.publicCache.invalidate(siteId, REDIRECTS_KEY).
export const REDIRECTS_KEY = 'redirects';

export async function redirectRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/web/redirects', async (request, reply) => {
    const siteId = request.siteId;
    reply.header('cache-control', 'no-cache');
    const answer = await app.publicCache.answer(siteId, REDIRECTS_KEY, async () => checked(redirectsSchema, await listRedirects(db, siteId), 'The redirects'));
    return sendCached(request, reply, answer);
  });
}
