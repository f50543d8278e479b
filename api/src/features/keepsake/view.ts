import type { KeepsakeView } from '@keepsake/shared/contract';
import type { SqlRunner } from '../../db/client';
import { memoriesOf, type KeepsakeSnapshot } from './snapshot';

/** What the online view shows: the archive's contents, fixed when it was made (its downloads are added per answer). */
export type KeepsakeViewContent = Omit<KeepsakeView, 'expiresAt' | 'downloads'>;

/**
 * The mailed link's online view of the keepsake (issue 43.4), made by the job from the same snapshot as the
 * archive, so the page shows what the archive holds: the portrait, the photos with their captions, the
 * songs, the obituary, the memories and the services. Pictures and songs are shown from the URLs the case
 * shows them at (public media, never the keepsake's private files); the archive and the books are
 * downloaded through the link itself.
 */
export async function viewContent(snapshot: KeepsakeSnapshot, sql: SqlRunner): Promise<KeepsakeViewContent> {
  const memories: KeepsakeViewContent['memories'] = [];
  for await (const batch of memoriesOf(sql, snapshot.caseId)) {
    for (const memory of batch) {
      memories.push({
        authorName: memory.authorName,
        relationship: memory.relationship,
        createdAt: memory.createdAt,
        text: memory.text,
        photoUrl: memory.photoUrl,
      });
    }
  }
  return {
    fullName: snapshot.fullName,
    birthDate: snapshot.birthDate,
    deathDate: snapshot.deathDate,
    siteName: snapshot.siteName,
    timeZone: snapshot.timeZone,
    portrait: snapshot.portraitUrl ? { url: snapshot.portraitUrl, alt: `Portrait of ${snapshot.fullName}` } : null,
    obituaryText: snapshot.obituaryText,
    photos: snapshot.photos
      .filter((photo) => photo.largeUrl || photo.originalUrl)
      .map((photo, index) => ({
        url: (photo.largeUrl ?? photo.originalUrl)!,
        originalUrl: (photo.originalUrl ?? photo.largeUrl)!,
        caption: photo.caption,
        alt: photo.description || photo.caption || `Photo ${index + 1} of ${snapshot.fullName}`,
      })),
    music: snapshot.music.map((song) => ({ url: song.url, title: song.fileName.replace(/\.[^.]*$/, '') })),
    memories,
    events: snapshot.events,
    madeAt: new Date().toISOString(),
  };
}
