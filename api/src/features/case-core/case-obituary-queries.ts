import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import type { TaskKind, TaskStatus } from '@keepsake/shared/contract';
import { nameSlugOf, photoAltOf } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { caseMedia } from './media-tables';
import { storedSizes } from '../../lib/media-process';
import type { FamilyCaseRow } from './case-context';
import { obituaries, obituaryPhotos } from './obituary-tables';
import { caseTasks } from './task-tables';
import { caseObituaries } from './case-obituary-tables';

export type CaseObituaryRow = typeof caseObituaries.$inferSelect;

// The case's obituary row (text, status, link to the public page), created empty on first use.
export async function caseObituaryOf(db: Db, caseId: number): Promise<CaseObituaryRow> {
  const [row] = await db.select().from(caseObituaries).where(eq(caseObituaries.caseId, caseId)).limit(1);
  if (row) return row;
  const [created] = await db.insert(caseObituaries).values({ caseId }).onConflictDoNothing().returning();
  if (created) return created;
  const [again] = await db.select().from(caseObituaries).where(eq(caseObituaries.caseId, caseId)).limit(1);
  return again!;
}

export const publicPathOf = (obituaryId: number | null, nameSlug: string) => (obituaryId === null ? null : `/obituaries/${obituaryId}/${nameSlug}`);

// The public page of a case: the linked obituary, or a new one (published) when the family approves
// their first text. Needs a date of death, which the funeral home records when it opens the case.
export async function ensurePublicObituary(db: Db, caseRow: FamilyCaseRow, biography: string): Promise<number | null> {
  const row = await caseObituaryOf(db, caseRow.id);
  if (row.obituaryId !== null) return row.obituaryId;
  if (!caseRow.deathDate) return null;
  const [created] = await db
    .insert(obituaries)
    .values({
      siteId: caseRow.siteId,
      fullName: caseRow.fullName,
      nameSlug: nameSlugOf(caseRow.fullName),
      birthDate: caseRow.birthDate,
      deathDate: caseRow.deathDate,
      portraitUrl: caseRow.portraitUrl,
      portraitAlt: caseRow.portraitAlt,
      biography,
    })
    .returning({ id: obituaries.id });
  await db.update(caseObituaries).set({ obituaryId: created!.id }).where(eq(caseObituaries.caseId, caseRow.id));
  await syncPublicMedia(db, caseRow.id);
  return created!.id;
}

// The public page shows what the family uploaded: their described photos in the gallery (after the home's
// own, in the family's order, with their captions), their first track as the tribute music, their portrait
// (described by what it is: "Portrait of {name}").
export async function syncPublicMedia(db: Db, caseId: number): Promise<void> {
  const [link] = await db.select({ obituaryId: caseObituaries.obituaryId }).from(caseObituaries).where(eq(caseObituaries.caseId, caseId));
  const obituaryId = link?.obituaryId;
  if (!obituaryId) return;
  const media = await db.select().from(caseMedia).where(eq(caseMedia.caseId, caseId)).orderBy(asc(caseMedia.position), asc(caseMedia.id));
  const [obituary] = await db.select({ fullName: obituaries.fullName }).from(obituaries).where(eq(obituaries.id, obituaryId));
  await db.delete(obituaryPhotos).where(and(eq(obituaryPhotos.obituaryId, obituaryId), isNotNull(obituaryPhotos.mediaId)));
  // Only described photos go live (issue 42): a caption or a description, which is the alt text. One with
  // neither stays in the case, flagged for the family (to-media.ts needsDescription).
  const photos = media.filter((item) => item.kind === 'PHOTO' && item.width && item.height && photoAltOf(item) !== '');
  if (photos.length > 0) {
    await db.insert(obituaryPhotos).values(
      photos.map((photo, index) => ({
        obituaryId,
        url: photo.url,
        width: photo.width!,
        height: photo.height!,
        caption: photo.caption,
        alt: photoAltOf(photo),
        position: 1000 + index,
        mediaId: photo.id,
        sizes: storedSizes(photo),
      })),
    );
  }
  const music = media.find((item) => item.kind === 'MUSIC');
  if (music) await db.update(obituaries).set({ musicUrl: music.url }).where(eq(obituaries.id, obituaryId));
  else
    await db
      .update(obituaries)
      .set({ musicUrl: null })
      .where(and(eq(obituaries.id, obituaryId), like(obituaries.musicUrl, '/api/media/%')));
  const portrait = media.find((item) => item.kind === 'PORTRAIT');
  if (portrait) {
    await db
      .update(obituaries)
      .set({ portraitUrl: portrait.url, portraitSizes: storedSizes(portrait), portraitAlt: `Portrait of ${obituary?.fullName ?? ''}`.trim() })
      .where(eq(obituaries.id, obituaryId));
  }
}

// An approval completes its task on the hub; an edit after approval reopens it.
export async function setTaskStatus(db: Db, caseId: number, kind: TaskKind, status: TaskStatus): Promise<void> {
  await db
    .update(caseTasks)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(caseTasks.caseId, caseId), eq(caseTasks.kind, kind)));
}

// The family closed the wall (review-wall-settings: nobody may post).
export async function wallClosed(db: Db, obituaryId: number): Promise<boolean> {
  const [row] = await db.select({ posting: obituaries.wallPosting }).from(obituaries).where(eq(obituaries.id, obituaryId));
  return row?.posting === 'NOBODY';
}
