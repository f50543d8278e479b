import '@fastify/multipart';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  caseIdSchema,
  caseMediaListSchema,
  caseMediaSchema,
  familyPageQuerySchema,
  mediaIdSchema,
  mediaOrderBodySchema,
  mediaUpdateBodySchema,
  MUSIC_MAX_BYTES,
  PHOTO_MAX_BYTES,
  uploadResultSchema,
  type CaseMedia,
  type MediaKind,
  type RejectedFile,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { badRequest, forbidden, HttpError } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { invalidateCasePublicPage } from '../case-obituary/public-page';
import { syncPublicMedia } from '../case-obituary/queries';
import { requireCase, type CaseContext } from '../case-core/case-context';
import { familyCases } from '../case-core/tables';
import { StorageUnavailableError, type MediaStorage } from '../storage/storage';
import { createPixelBudget, type PixelLimits } from './pixel-budget';
import { displayName, processUpload, RejectedFileError, tooLarge, type ProcessedMedia } from '../../lib/media-process';
import { findMedia, type MediaRow } from '../case-core/media';
import { caseMedia } from '../case-core/media-tables';
import { uploadRateLimit } from './upload-rate-limit';
import { MAX_FILES_PER_REQUEST } from '../../plugins/multipart';

const caseParams = z.object({ caseId: caseIdSchema }).strict();
const mediaParams = z.object({ caseId: caseIdSchema, mediaId: mediaIdSchema }).strict();

export const toMedia = (row: MediaRow): CaseMedia => ({
  id: row.id,
  kind: row.kind,
  url: row.url,
  thumbUrl: row.thumbUrl,
  width: row.width,
  height: row.height,
  contentType: row.contentType,
  byteSize: row.byteSize,
  fileName: row.fileName,
  caption: row.caption,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
});

export async function caseMediaRoutes(
  app: FastifyInstance,
  { db, authService, storage, pixelLimits }: { db: Db; authService: AuthService; storage: MediaStorage; pixelLimits?: PixelLimits },
) {
  const limitUploads = uploadRateLimit(app, authService);
  // Pixels decoded per request and per account (issue 22): counted from headers, before decoding.
  const pixelBudget = createPixelBudget(pixelLimits);

  // Each file: type from the bytes, sizes made, every file stored, and only then the row written.
  async function receive(request: FastifyRequest, context: CaseContext, kind: MediaKind) {
    if (!request.isMultipart()) throw badRequest('Please send the files as multipart/form-data.');
    const limit = kind === 'MUSIC' ? MUSIC_MAX_BYTES : PHOTO_MAX_BYTES;
    const accepted: { processed: ProcessedMedia; fileName: string }[] = [];
    const rejected: (RejectedFile & { status: number })[] = [];
    const keyBase = `${context.siteId}/${context.caseRow.id}`;
    const chargePixels = pixelBudget.forRequest(context.user.id);
    try {
      for await (const part of request.parts({ limits: { fileSize: limit } })) {
        if (part.type !== 'file') continue;
        const fileName = displayName(part.filename);
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            const refusal = tooLarge(fileName, kind);
            rejected.push({ fileName, message: refusal.message, status: 413 });
            // The rest of the request is not read: the answer names the file and ends it.
            break;
          }
          throw error;
        }
        try {
          const processed = await processUpload(bytes, fileName, kind, keyBase, chargePixels);
          await storeAll(processed, fileName);
          accepted.push({ processed, fileName });
        } catch (error) {
          if (!(error instanceof RejectedFileError)) throw error;
          rejected.push({ fileName, message: error.message, status: error.statusCode });
        }
      }
    } catch (error) {
      await discard(accepted.map((item) => item.processed));
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT') throw new HttpError(413, `Please send at most ${MAX_FILES_PER_REQUEST} files at a time.`);
      if (code && code.startsWith('FST_')) throw badRequest('The upload was cut off or is not valid multipart; please try again.');
      throw error;
    }
    if (accepted.length === 0) {
      const first = rejected[0];
      if (!first) throw badRequest('Please choose at least one file.');
      throw new HttpError(first.status, rejected.map((item) => item.message).join(' '));
    }
    let rows: MediaRow[];
    try {
      rows = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        if (kind === 'PORTRAIT') {
          await txDb.update(familyCases).set({ portraitUrl: accepted[0]!.processed.url }).where(eq(familyCases.id, context.caseRow.id));
        }
        const [last] = await txDb
          .select({ max: sql<number | null>`max(${caseMedia.position})` })
          .from(caseMedia)
          .where(and(eq(caseMedia.caseId, context.caseRow.id), eq(caseMedia.kind, kind)));
        const start = (last?.max ?? -1) + 1;
        // A new portrait replaces the old one (its files are removed after the commit).
        const inserted = await txDb
          .insert(caseMedia)
          .values(
            (kind === 'PORTRAIT' ? accepted.slice(0, 1) : accepted).map(({ processed, fileName }, index) => ({
              caseId: context.caseRow.id,
              siteId: context.siteId,
              kind,
              storageKeys: processed.files.map((file) => file.key),
              url: processed.url,
              thumbUrl: processed.thumbUrl,
              contentType: processed.contentType,
              byteSize: processed.byteSize,
              width: processed.width,
              height: processed.height,
              fileName,
              position: start + index,
              uploadedBy: context.user.id,
            })),
          )
          .returning();
        await syncPublicMedia(txDb, context.caseRow.id);
        return inserted;
      });
    } catch (error) {
      await discard(accepted.map((item) => item.processed));
      throw error;
    }
    if (kind === 'PORTRAIT') {
      const old = await db
        .delete(caseMedia)
        .where(and(eq(caseMedia.caseId, context.caseRow.id), eq(caseMedia.kind, 'PORTRAIT'), sql`${caseMedia.id} <> ${rows[0]!.id}`))
        .returning();
      await removeFiles(old);
    }
    await invalidateCasePublicPage(app, db, context.siteId, context.caseRow.id);
    return { items: rows.map(toMedia), rejected: rejected.map(({ fileName, message }) => ({ fileName, message })) };
  }

  // Every size of one file, or none: a size the store refused takes the others of that file with it, and
  // the request fails (503, naming the file) so the batch's files stored so far are discarded too.
  async function storeAll(processed: ProcessedMedia, fileName: string) {
    const results = await Promise.allSettled(processed.files.map((file) => storage.put(file.key, file.bytes, file.contentType)));
    const failed = results.find((result) => result.status === 'rejected');
    if (!failed) return;
    await discard([processed]);
    if (failed.reason instanceof StorageUnavailableError) {
      throw new HttpError(503, `We could not store "${fileName}" just now; nothing was saved. Please try again in a moment.`);
    }
    throw failed.reason;
  }

  async function discard(processed: ProcessedMedia[]) {
    await Promise.allSettled(processed.flatMap((item) => item.files.map((file) => storage.delete(file.key))));
  }
  async function removeFiles(rows: MediaRow[]) {
    await Promise.allSettled(rows.flatMap((row) => row.storageKeys.map((key) => storage.delete(key))));
  }

  for (const [path, kind] of [
    ['photos', 'PHOTO'],
    ['music', 'MUSIC'],
  ] as const) {
    // SPEC §7 GET photos / GET music (paging).
    app.get(`/api/family/cases/:caseId/${path}`, async (request) => {
      const { caseId } = validateParams(caseParams, request.params, 'case address');
      const { page, size } = validate(familyPageQuerySchema, request.query, 'page');
      await requireCase(db, authService, request, caseId);
      const rows = await db
        .select()
        .from(caseMedia)
        .where(and(eq(caseMedia.caseId, caseId), eq(caseMedia.kind, kind)))
        .orderBy(asc(caseMedia.position), asc(caseMedia.id))
        .limit(size + 1)
        .offset((page - 1) * size);
      return checked(caseMediaListSchema, { items: rows.slice(0, size).map(toMedia), page, pageSize: size, hasNext: rows.length > size }, path);
    });

    // SPEC §7 POST photos / POST music: one or many files (multipart field "file").
    app.post(`/api/family/cases/:caseId/${path}`, { preHandler: limitUploads }, async (request, reply) => {
      const { caseId } = validateParams(caseParams, request.params, 'case address');
      const context = await requireCase(db, authService, request, caseId);
      const result = await receive(request, context, kind);
      reply.status(201);
      return checked(uploadResultSchema, result, 'upload');
    });

    // SPEC §7 DELETE photos/{mediaId} / music/{mediaId}. A helper removes what they uploaded; the
    // primary contact (and staff) anything of the case.
    app.delete(`/api/family/cases/:caseId/${path}/:mediaId`, async (request, reply) => {
      const { caseId, mediaId } = validateParams(mediaParams, request.params, 'file address');
      const context = await requireCase(db, authService, request, caseId);
      const row = await findMedia(db, context, mediaId, [kind]);
      if (context.access === 'HELPER' && row.uploadedBy !== context.user.id) {
        throw forbidden('Only the family member who added this file or the primary contact can remove it.');
      }
      await db.transaction(async (tx) => {
        await tx.delete(caseMedia).where(eq(caseMedia.id, row.id));
        await syncPublicMedia(tx as unknown as Db, caseId);
      });
      await invalidateCasePublicPage(app, db, context.siteId, caseId);
      await removeFiles([row]);
      return reply.status(204).send();
    });

    // Ours: the caption.
    app.patch(`/api/family/cases/:caseId/${path}/:mediaId`, async (request) => {
      const { caseId, mediaId } = validateParams(mediaParams, request.params, 'file address');
      const body = validate(mediaUpdateBodySchema, request.body, 'caption');
      const context = await requireCase(db, authService, request, caseId);
      const row = await findMedia(db, context, mediaId, [kind]);
      const updated = await db.transaction(async (tx) => {
        const [next] = await tx.update(caseMedia).set({ caption: body.caption }).where(eq(caseMedia.id, row.id)).returning();
        await syncPublicMedia(tx as unknown as Db, caseId);
        return next!;
      });
      await invalidateCasePublicPage(app, db, context.siteId, caseId);
      return checked(caseMediaSchema, toMedia(updated), 'media');
    });

    // Ours: the order, as the full list of ids of this kind.
    app.put(`/api/family/cases/:caseId/${path}/order`, async (request) => {
      const { caseId } = validateParams(caseParams, request.params, 'case address');
      const { mediaIds } = validate(mediaOrderBodySchema, request.body, 'order');
      const context = await requireCase(db, authService, request, caseId);
      const rows = await db
        .select({ id: caseMedia.id })
        .from(caseMedia)
        .where(and(eq(caseMedia.caseId, caseId), eq(caseMedia.kind, kind)));
      const known = new Set(rows.map((row) => row.id));
      if (mediaIds.length !== known.size || new Set(mediaIds).size !== mediaIds.length || !mediaIds.every((id) => known.has(id))) {
        throw new HttpError(409, 'The list changed while you were arranging it; please reload and try again.');
      }
      const ordered = await db.transaction(async (tx) => {
        for (const [position, id] of mediaIds.entries()) await tx.update(caseMedia).set({ position }).where(eq(caseMedia.id, id));
        await syncPublicMedia(tx as unknown as Db, caseId);
        return tx
          .select()
          .from(caseMedia)
          .where(and(eq(caseMedia.caseId, caseId), eq(caseMedia.kind, kind)))
          .orderBy(asc(caseMedia.position), asc(caseMedia.id));
      });
      await invalidateCasePublicPage(app, db, context.siteId, caseId);
      return checked(caseMediaListSchema, { items: ordered.map(toMedia), page: 1, pageSize: ordered.length, hasNext: false }, path);
    });
  }

  // SPEC §7 POST case-photo: the portrait, cropped square; the hub and the public page show it.
  app.post('/api/family/cases/:caseId/case-photo', { preHandler: limitUploads }, async (request, reply) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    const result = await receive(request, context, 'PORTRAIT');
    reply.status(201);
    return checked(uploadResultSchema, result, 'portrait');
  });
}
