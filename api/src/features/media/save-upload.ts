import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MediaKind, UploadResult } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/http-error';
import type { CaseContext } from '../case-core/case-context';
import type { MediaRow } from '../case-core/media';
import { caseMedia } from '../case-core/media-tables';
import { familyCases } from '../case-core/tables';
import { invalidateCasePublicPage } from '../case-core/public-page';
import { syncPublicMedia } from '../case-core/case-obituary-queries';
import type { FileStore } from './file-store';
import type { ReadFiles } from './read-parts';
import { toMedia } from './to-media';

/**
 * The rows of the files read (only after every file is stored), in one transaction with the public page's
 * copy; a new portrait replaces the old one, whose files go after the commit.
 */
export async function saveUpload(
  app: FastifyInstance,
  db: Db,
  files: FileStore,
  context: CaseContext,
  kind: MediaKind,
  { accepted, rejected }: ReadFiles,
): Promise<UploadResult> {
  if (accepted.length === 0) {
    const first = rejected[0];
    if (!first) throw badRequest('Please choose at least one file.');
    throw new HttpError(first.status, rejected.map((item) => item.message).join(' '));
  }
  const caseId = context.caseRow.id;
  let rows: MediaRow[];
  try {
    rows = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      if (kind === 'PORTRAIT') {
        await txDb.update(familyCases).set({ portraitUrl: accepted[0]!.processed.url }).where(eq(familyCases.id, caseId));
      }
      const [last] = await txDb
        .select({ max: sql<number | null>`max(${caseMedia.position})` })
        .from(caseMedia)
        .where(and(eq(caseMedia.caseId, caseId), eq(caseMedia.kind, kind)));
      const start = (last?.max ?? -1) + 1;
      const inserted = await txDb
        .insert(caseMedia)
        .values(
          (kind === 'PORTRAIT' ? accepted.slice(0, 1) : accepted).map(({ processed, fileName }, index) => ({
            caseId,
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
      await syncPublicMedia(txDb, caseId);
      return inserted;
    });
  } catch (error) {
    await files.discard(accepted.map((item) => item.processed));
    throw error;
  }
  if (kind === 'PORTRAIT') {
    const old = await db
      .delete(caseMedia)
      .where(and(eq(caseMedia.caseId, caseId), eq(caseMedia.kind, 'PORTRAIT'), sql`${caseMedia.id} <> ${rows[0]!.id}`))
      .returning();
    await files.removeFiles(old);
  }
  await invalidateCasePublicPage(app, db, context.siteId, caseId);
  return { items: rows.map(toMedia), rejected: rejected.map(({ fileName, message }) => ({ fileName, message })) };
}
