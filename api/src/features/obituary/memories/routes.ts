import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMORY_PAGE_SIZE, memoryInputSchema, memoryListSchema, memoryPageQuerySchema, postedMemorySchema } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { checked } from '../../../lib/checked';
import { named } from '../../../lib/route-schemas';
import { validate } from '../../../lib/validate';
import { findObituary, obituaryCacheKey, obituaryParamsSchema } from '../../case-core/obituary-queries';
import { insertMemory, listApprovedMemories, toMemory } from './queries';
import { wallClosed } from '../../case-core/case-obituary-queries';
import { forbidden } from '../../../lib/http-error';
import { sendCached } from '../../../lib/public-cache';
import type { MediaStorage } from '../../../lib/storage';
import { discardMemoryPhoto, readMultipartMemory, storeMemoryPhoto } from './photo';
import { notices } from '../../case-core/notices';
import { memoryReviewOf } from './memory-review-path';

export interface MemoryRouteOptions {
  db: Db;
  // Where a visitor's photo is kept: the family media's storage.
  storage: MediaStorage;
  // Posts per client IP and obituary; a wall is a public form, so it must not be floodable.
  postLimit?: { max: number; timeWindow: string };
}

const obituaryParams = named(obituaryParamsSchema, 'obituary address');

/** A public memorial wall: its shown memories, and a visitor posting one (with a photo or not). */
export async function memoryRoutes(instance: FastifyInstance, { db, storage, postLimit = { max: 5, timeWindow: '10 minutes' } }: MemoryRouteOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The answer is sent as cached bytes, so it is checked against the contract when it is made.
  app.get(
    '/api/web/obituaries/:id/memories',
    { schema: { params: obituaryParams, querystring: named(memoryPageQuerySchema, 'page') } },
    async (request, reply) => {
      const { id } = request.params;
      const { page } = request.query;
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
    },
  );

  app.post(
    '/api/web/obituaries/:id/memories',
    {
      config: {
        rateLimit: {
          ...postLimit,
          keyGenerator: (request) => `${request.ip} ${(request.params as { id?: string }).id ?? ''}`,
        },
      },
      schema: { params: obituaryParams, response: { 201: postedMemorySchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      // JSON, or multipart when a photo comes with the memory (issue 15 §5).
      const { fields, photo } = request.isMultipart() ? await readMultipartMemory(request) : { fields: request.body, photo: null };
      // Read by hand: the fields come from JSON or from the multipart parts.
      const body = validate(memoryInputSchema, fields, 'memory');
      const siteId = request.siteId;
      const obituary = await findObituary(db, siteId, id);
      // The family may close the wall (Family Portal, review-wall-settings).
      if (await wallClosed(db, id)) throw forbidden('The family has closed this memorial wall to new memories.');
      if (photo && !obituary.wallPhotos)
        throw forbidden('The family does not take photos on this memorial wall.', { photo: 'Photos are not taken on this wall.' });
      // The family's wall setting decides, for the photo as for the text; their approval screen comes with the portal.
      const status = obituary.wallModeration === 'OPEN' ? ('APPROVED' as const) : ('PENDING' as const);
      const stored = photo ? await storeMemoryPhoto(storage, photo, `${siteId}/${id}`) : null;
      let row;
      try {
        row = await insertMemory(db, {
          siteId,
          obituaryId: id,
          authorName: body.authorName,
          relationship: body.relationship ?? null,
          text: body.text,
          status,
          photoUrl: stored?.url ?? null,
          photoWidth: stored?.width ?? null,
          photoHeight: stored?.height ?? null,
        });
      } catch (error) {
        await discardMemoryPhoto(storage, stored);
        throw error;
      }
      // The obituary shows how many memories it has.
      if (status === 'APPROVED') app.publicCache.invalidate(siteId, obituaryCacheKey(id));
      else {
        // Staff who chose it and the family's primary contact, who review the wall in the portal (issue 43 point 6).
        const review = await memoryReviewOf(db, id);
        const mail = notices.memoryToReview(obituary.fullName, body.authorName, review.path);
        await app.notify.staff(request, 'MEMORY_REVIEW', mail);
        if (review.caseId !== null) await app.notify.primaryContacts(request, review.caseId, mail);
      }
      reply.status(201);
      return { memory: toMemory(row), status };
    },
  );
}
