import type { FastifyInstance } from 'fastify';
import { obituaryListSchema, obituaryPhotosSchema, obituarySchema, obituarySearchQuerySchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { validate, validateParams } from '../../lib/validate';
import { sendCached } from '../../lib/public-cache';
import { getObituary, listPhotos, obituaryCacheKey, obituaryParamsSchema, searchObituaries } from './queries';
import { TRIBUTE_MUSIC_URL, tributeMusicWav } from './tribute-music';

export function registerObituaryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/web/obituaries', async (request, reply) => {
    const query = validate(obituarySearchQuerySchema, request.query, 'search');
    reply.header('cache-control', 'no-cache');
    return checked(obituaryListSchema, await searchObituaries(db, request.siteId, query), 'The obituary list');
  });

  app.get('/api/web/obituaries/:id', async (request, reply) => {
    const { id } = validateParams(obituaryParamsSchema, request.params, 'obituary address');
    const siteId = request.siteId;
    reply.header('cache-control', 'no-cache');
    const answer = await app.publicCache.answer(siteId, obituaryCacheKey(id), async () =>
      checked(obituarySchema, await getObituary(db, siteId, id), 'The obituary'),
    );
    return sendCached(request, reply, answer);
  });

  app.get('/api/web/obituaries/:id/photos', async (request, reply) => {
    const { id } = validateParams(obituaryParamsSchema, request.params, 'obituary address');
    const siteId = request.siteId;
    reply.header('cache-control', 'no-cache');
    const answer = await app.publicCache.answer(siteId, `${obituaryCacheKey(id)}photos`, async () =>
      checked(obituaryPhotosSchema, { items: await listPhotos(db, siteId, id) }, 'The photos'),
    );
    return sendCached(request, reply, answer);
  });

  // Not site-scoped: the same generated file for every funeral home, like the shipped seed images.
  app.get(TRIBUTE_MUSIC_URL, async (_request, reply) => {
    reply.type('audio/wav').header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    return reply.send(tributeMusicWav());
  });
}
