import type { FastifyInstance } from 'fastify';
import { MEMORY_PAGE_SIZE, memoryInputSchema, memoryListSchema, memoryPageQuerySchema, postedMemorySchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { validate, validateParams } from '../../lib/validate';
import { findObituary, obituaryCacheKey, obituaryParamsSchema } from '../obituaries/queries';
import { insertMemory, listApprovedMemories, toMemory } from './queries';
import { wallClosed } from '../case-obituary/queries';
import { forbidden } from '../../lib/http-error';
import { sendCached } from '../../lib/public-cache';

export interface MemoryRouteOptions {
  db: Db;
  // Posts per client IP and obituary; a wall is a public form, so it must not be floodable.
  postLimit?: { max: number; timeWindow: string };
}

export function registerMemoryRoutes(app: FastifyInstance, { db, postLimit = { max: 5, timeWindow: '10 minutes' } }: MemoryRouteOptions) {
  app.get('/api/web/obituaries/:id/memories', async (request, reply) => {
    const { id } = validateParams(obituaryParamsSchema, request.params, 'obituary address');
    const { page } = validate(memoryPageQuerySchema, request.query, 'page');
    const siteId = request.siteId;
    reply.header('cache-control', 'no-cache');
    // A hot public read (a shared obituary): kept under the obituary's cache key, so every write that
    // invalidates the obituary (a memory shown, hidden or approved) forgets its wall too.
    const answer = await app.publicCache.answer(siteId, `${obituaryCacheKey(id)}memories:${page}`, async () => {
      await findObituary(db, siteId, id);
      const rows = await listApprovedMemories(db, siteId, id, page);
      return checked(
        memoryListSchema,
        { items: rows.slice(0, MEMORY_PAGE_SIZE).map(toMemory), page, pageSize: MEMORY_PAGE_SIZE, hasNext: rows.length > MEMORY_PAGE_SIZE },
        'The memories',
      );
    });
    return sendCached(request, reply, answer);
  });

  app.post(
    '/api/web/obituaries/:id/memories',
    {
      config: {
        rateLimit: {
          ...postLimit,
          keyGenerator: (request) => `${request.ip} ${(request.params as { id?: string }).id ?? ''}`,
        },
      },
    },
    async (request, reply) => {
      const { id } = validateParams(obituaryParamsSchema, request.params, 'obituary address');
      const body = validate(memoryInputSchema, request.body, 'memory');
      const siteId = request.siteId;
      const obituary = await findObituary(db, siteId, id);
      // The family may close the wall (Family Portal, review-wall-settings).
      if (await wallClosed(db, id)) throw forbidden('The family has closed this memorial wall to new memories.');
      // The family's wall setting decides; their approval screen comes with the portal.
      const status = obituary.wallModeration === 'OPEN' ? 'APPROVED' : 'PENDING';
      const row = await insertMemory(db, {
        siteId,
        obituaryId: id,
        authorName: body.authorName,
        relationship: body.relationship ?? null,
        text: body.text,
        status,
      });
      // The obituary shows how many memories it has.
      if (status === 'APPROVED') app.publicCache.invalidate(siteId, obituaryCacheKey(id));
      reply.status(201);
      return checked(postedMemorySchema, { memory: toMemory(row), status }, 'The posted memory');
    },
  );
}
