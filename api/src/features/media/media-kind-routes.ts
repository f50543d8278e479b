import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseIdSchema,
  caseMediaListSchema,
  caseMediaSchema,
  familyPageQuerySchema,
  mediaIdSchema,
  mediaOrderBodySchema,
  mediaUpdateBodySchema,
  uploadResultSchema,
  type MediaKind,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { forbidden, HttpError } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import { findMedia } from '../case-core/media';
import { caseMedia } from '../case-core/media-tables';
import { caseTasks } from '../case-core/task-tables';
import { invalidateCasePublicPage } from '../case-core/public-page';
import { syncPublicMedia } from '../case-core/case-obituary-queries';
import type { FileStore } from './file-store';
import type { PixelBudget } from './pixel-budget';
import { readParts } from './read-parts';
import { saveUpload } from './save-upload';
import { toMedia } from './to-media';

const mediaParams = named(z.object({ caseId: caseIdSchema, mediaId: mediaIdSchema }).strict(), 'file address');

export interface MediaKindOptions {
  db: Db;
  kind: Extract<MediaKind, 'PHOTO' | 'MUSIC'>;
  files: FileStore;
  pixelBudget: PixelBudget;
  limitUploads: onRequestHookHandler;
}

/**
 * One kind of the family's files (photos or music) under /api/family/cases/:caseId/{photos|music}: the
 * list, uploads, caption, removal and order. The case scope comes from the parent plugin.
 */
export async function mediaKindRoutes(instance: FastifyInstance, { db, kind, files, pixelBudget, limitUploads }: MediaKindOptions) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const changed = async (siteId: string, caseId: number) => invalidateCasePublicPage(app, db, siteId, caseId);

  // SPEC §7 GET photos / GET music (paging).
  app.get('', { schema: { querystring: named(familyPageQuerySchema, 'page'), response: { 200: caseMediaListSchema } } }, async (request) => {
    const { page, size } = request.query;
    const rows = await db
      .select()
      .from(caseMedia)
      .where(and(eq(caseMedia.caseId, request.caseContext.caseRow.id), eq(caseMedia.kind, kind)))
      .orderBy(asc(caseMedia.position), asc(caseMedia.id))
      .limit(size + 1)
      .offset((page - 1) * size);
    return { items: rows.slice(0, size).map(toMedia), page, pageSize: size, hasNext: rows.length > size };
  });

  // SPEC §7 POST photos / POST music: one or many files (multipart field "file"). The upload limit counts
  // every request, signed in or not, before anything else is read.
  app.post('', { onRequest: limitUploads, schema: { response: { 201: uploadResultSchema } } }, async (request, reply) => {
    const context = request.caseContext;
    const result = await saveUpload(app, db, files, context, kind, await readParts(request, context, kind, files, pixelBudget));
    // The task follows its work (issue 24 §6): a first upload starts it; one already further stays.
    await db
      .update(caseTasks)
      .set({ status: 'IN_PROGRESS', updatedAt: new Date() })
      .where(
        and(
          eq(caseTasks.caseId, context.caseRow.id),
          eq(caseTasks.kind, kind === 'MUSIC' ? 'upload-music' : 'upload-photos'),
          eq(caseTasks.status, 'NOT_STARTED'),
        ),
      );
    reply.status(201);
    return result;
  });

  // SPEC §7 DELETE photos/{mediaId} / music/{mediaId}. A helper removes what they uploaded; the
  // primary contact (and staff) anything of the case.
  app.delete('/:mediaId', { schema: { params: mediaParams } }, async (request, reply) => {
    const { caseId, mediaId } = request.params;
    const context = request.caseContext;
    const row = await findMedia(db, context, mediaId, [kind]);
    if (context.access === 'HELPER' && row.uploadedBy !== context.user.id) {
      throw forbidden('Only the family member who added this file or the primary contact can remove it.');
    }
    await db.transaction(async (tx) => {
      await tx.delete(caseMedia).where(eq(caseMedia.id, row.id));
      await syncPublicMedia(tx as unknown as Db, caseId);
    });
    await changed(context.siteId, caseId);
    await files.removeFiles([row]);
    return reply.status(204).send();
  });

  // Ours: the caption.
  const captionSchema = { params: mediaParams, body: named(mediaUpdateBodySchema, 'caption'), response: { 200: caseMediaSchema } };
  app.patch('/:mediaId', { schema: captionSchema }, async (request) => {
    const { caseId, mediaId } = request.params;
    const context = request.caseContext;
    const row = await findMedia(db, context, mediaId, [kind]);
    const updated = await db.transaction(async (tx) => {
      const [next] = await tx.update(caseMedia).set({ caption: request.body.caption }).where(eq(caseMedia.id, row.id)).returning();
      await syncPublicMedia(tx as unknown as Db, caseId);
      return next!;
    });
    await changed(context.siteId, caseId);
    return toMedia(updated);
  });

  // Ours: the order, as the full list of ids of this kind.
  app.put('/order', { schema: { body: named(mediaOrderBodySchema, 'order'), response: { 200: caseMediaListSchema } } }, async (request) => {
    const { mediaIds } = request.body;
    const context = request.caseContext;
    const caseId = context.caseRow.id;
    const ofKind = and(eq(caseMedia.caseId, caseId), eq(caseMedia.kind, kind));
    const known = new Set((await db.select({ id: caseMedia.id }).from(caseMedia).where(ofKind)).map((row) => row.id));
    if (mediaIds.length !== known.size || new Set(mediaIds).size !== mediaIds.length || !mediaIds.every((id) => known.has(id))) {
      throw new HttpError(409, `The list changed while you were arranging it; please reload and try again.`);
    }
    const ordered = await db.transaction(async (tx) => {
      for (const [position, id] of mediaIds.entries()) await tx.update(caseMedia).set({ position }).where(eq(caseMedia.id, id));
      await syncPublicMedia(tx as unknown as Db, caseId);
      return tx.select().from(caseMedia).where(ofKind).orderBy(asc(caseMedia.position), asc(caseMedia.id));
    });
    await changed(context.siteId, caseId);
    return { items: ordered.map(toMedia), page: 1, pageSize: ordered.length, hasNext: false };
  });
}
