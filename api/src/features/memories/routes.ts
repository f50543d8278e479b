import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MEMORY_PAGE_SIZE,
  memoryInputSchema,
  memoryListSchema,
  memoryPageQuerySchema,
  postedMemorySchema,
  type Memory,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { validate } from '../../lib/validate';
import { findObituary } from '../obituaries/queries';
import { obituaryParamsSchema, siteIdOf } from '../obituaries/routes';
import { wallClosed } from '../case-obituary/queries';
import { forbidden } from '../../lib/http-error';
import { memories } from './tables';

export interface MemoryRouteOptions {
  db: Db;
  // Posts per client IP and obituary; a wall is a public form, so it must not be floodable.
  postLimit?: { max: number; timeWindow: string };
}

const memoryColumns = {
  id: memories.id,
  authorName: memories.authorName,
  relationship: memories.relationship,
  text: memories.text,
  createdAt: memories.createdAt,
};

const toMemory = (row: { createdAt: Date } & Omit<Memory, 'createdAt'>): Memory => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export function registerMemoryRoutes(app: FastifyInstance, { db, postLimit = { max: 5, timeWindow: '10 minutes' } }: MemoryRouteOptions) {
  app.get('/api/web/obituaries/:id/memories', async (request, reply) => {
    const { id } = validate(obituaryParamsSchema, request.params, 'obituary address');
    const { page } = validate(memoryPageQuerySchema, request.query, 'page');
    const siteId = siteIdOf(request);
    await findObituary(db, siteId, id);
    const rows = await db
      .select(memoryColumns)
      .from(memories)
      .where(and(eq(memories.obituaryId, id), eq(memories.siteId, siteId), eq(memories.status, 'APPROVED')))
      .orderBy(desc(memories.createdAt), desc(memories.id))
      .limit(MEMORY_PAGE_SIZE + 1)
      .offset((page - 1) * MEMORY_PAGE_SIZE);
    reply.header('cache-control', 'no-cache');
    return checked(
      memoryListSchema,
      { items: rows.slice(0, MEMORY_PAGE_SIZE).map(toMemory), page, pageSize: MEMORY_PAGE_SIZE, hasNext: rows.length > MEMORY_PAGE_SIZE },
      'The memories',
    );
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
      const { id } = validate(obituaryParamsSchema, request.params, 'obituary address');
      const body = validate(memoryInputSchema, request.body, 'memory');
      const siteId = siteIdOf(request);
      const obituary = await findObituary(db, siteId, id);
      // The family may close the wall (Family Portal, review-wall-settings).
      if (await wallClosed(db, id)) throw forbidden('The family has closed this memorial wall to new memories.');
      // The family's wall setting decides; their approval screen comes with the portal.
      const status = obituary.wallModeration === 'OPEN' ? 'APPROVED' : 'PENDING';
      const [row] = await db
        .insert(memories)
        .values({
          siteId,
          obituaryId: id,
          authorName: body.authorName,
          relationship: body.relationship ?? null,
          text: body.text,
          status,
        })
        .returning(memoryColumns);
      if (!row) throw new Error('insert returned no memory');
      reply.status(201);
      return checked(postedMemorySchema, { memory: toMemory(row), status }, 'The posted memory');
    },
  );
}
