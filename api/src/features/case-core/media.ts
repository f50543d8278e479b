import { and, eq, inArray } from 'drizzle-orm';
import type { MediaKind } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { CaseContext } from './case-context';
import { caseMedia } from './media-tables';

export type MediaRow = typeof caseMedia.$inferSelect;

// One of the case's files of the given kinds, or 404: the media routes and the memorial theme (its portrait).
export async function findMedia(db: Db, context: CaseContext, mediaId: number, kinds: MediaKind[]): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(caseMedia)
    .where(and(eq(caseMedia.id, mediaId), eq(caseMedia.caseId, context.caseRow.id), inArray(caseMedia.kind, kinds)))
    .limit(1);
  if (!row) throw notFound('We could not find this file.');
  return row;
}
