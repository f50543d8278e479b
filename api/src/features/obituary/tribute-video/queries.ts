import { and, asc, eq } from 'drizzle-orm';
import type { PublicVideo } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { caseMedia } from '../../case-core/media-tables';
import { caseApprovals, caseObituaries } from '../../case-core/case-obituary-tables';
import { fingerprintOf } from '../../case-core/approvals';

export const SECONDS_PER_SLIDE = 6;

async function photosAndMusic(db: Db, caseId: number) {
  const media = await db.select().from(caseMedia).where(eq(caseMedia.caseId, caseId)).orderBy(asc(caseMedia.position), asc(caseMedia.id));
  return {
    photos: media.filter((item) => item.kind === 'PHOTO' && item.width && item.height),
    music: media.find((item) => item.kind === 'MUSIC') ?? null,
  };
}

// The tribute video is the family's photos in their order, with captions, over their first song: played
// in the page (no server-side encoding), so what they approve is exactly what they saw.
export async function videoFor(db: Db, caseId: number) {
  return videoOf(await photosAndMusic(db, caseId));
}

function videoOf({ photos, music }: Awaited<ReturnType<typeof photosAndMusic>>) {
  const slides = photos.map((photo, index) => ({
    url: photo.url,
    width: photo.width!,
    height: photo.height!,
    caption: photo.caption,
    startsAt: index * SECONDS_PER_SLIDE,
  }));
  return {
    slides,
    musicUrl: music?.url ?? null,
    secondsPerSlide: SECONDS_PER_SLIDE,
    durationSeconds: slides.length * SECONDS_PER_SLIDE,
  };
}

// The public /memorial-video plays the family's video only while their approval is current: the photos,
// order, captions and music are still what they approved. After a change it is absent until approved
// again (the page then falls back to the public gallery); an older approved version is not kept,
// because the photos it showed may have been deleted by the family since (ADR 065).
export async function approvedVideoOf(db: Db, obituaryId: number, fullName: string): Promise<PublicVideo | null> {
  const [approval] = await db
    .select({ caseId: caseApprovals.caseId, fingerprint: caseApprovals.fingerprint, approvedAt: caseApprovals.approvedAt })
    .from(caseApprovals)
    .innerJoin(caseObituaries, eq(caseObituaries.caseId, caseApprovals.caseId))
    .where(and(eq(caseObituaries.obituaryId, obituaryId), eq(caseApprovals.subject, 'VIDEO')))
    .limit(1);
  if (!approval) return null;
  const media = await photosAndMusic(db, approval.caseId);
  const video = videoOf(media);
  if (video.slides.length === 0 || fingerprintOf(video) !== approval.fingerprint) return null;
  const { photos } = media;
  return {
    photos: photos.map((photo) => ({
      id: photo.id,
      url: photo.url,
      width: photo.width!,
      height: photo.height!,
      caption: photo.caption,
      alt: photo.caption || `A photo of ${fullName}`,
    })),
    musicUrl: video.musicUrl,
    secondsPerSlide: video.secondsPerSlide,
    approvedAt: approval.approvedAt.toISOString(),
  };
}
