import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { caseMedia } from '../features/case-core/media-tables';
import { caseObituaries, caseReviewComments } from '../features/case-core/case-obituary-tables';
import { syncPublicMedia } from '../features/case-core/case-obituary-queries';
import { familyCases } from '../features/case-core/tables';
import { memories } from '../features/case-core/memory-tables';
import { obituaries, obituaryEvents } from '../features/case-core/obituary-tables';
import { TRIBUTE_MUSIC_URL } from '../features/obituary/public/tribute-music';

// The funeral home's short notice, which the family's obituary replaces.
export const ROSA_NOTICE = 'Rosa Inés Morales of Alder Falls passed away peacefully. A full obituary will follow.';

const ROSA_DRAFT = [
  'Rosa Inés Morales, 85, of Alder Falls, died peacefully at home surrounded by her family.',
  'Born in Ponce, Puerto Rico, Rosa came to Vermont in 1962 and taught Spanish at Alder Falls High School for thirty-four years. Generations of students remember her red pen and her warm laugh.',
  'She is survived by her son Jordan, her daughter Elena, her grandson Luis and her niece Grace.',
].join('\n\n');

// The demo case's content (issue 16): its obituary page (unpublished until the family approves), the family's draft obituary
// waiting for approval, photos and a song they uploaded, memories waiting on the wall, stationery to review.
export async function seedFamilyContent(db: Db, today = new Date()): Promise<void> {
  const [rosa] = await db
    .select()
    .from(familyCases)
    .where(and(eq(familyCases.siteId, 'site-willowbrook'), eq(familyCases.nameSlug, 'rosa-ines-morales')));
  if (!rosa) return;
  const [page] = await db
    .insert(obituaries)
    .values({
      siteId: rosa.siteId,
      fullName: rosa.fullName,
      nameSlug: rosa.nameSlug,
      birthDate: rosa.birthDate,
      deathDate: rosa.deathDate!,
      city: 'Alder Falls, VT',
      portraitUrl: rosa.portraitUrl,
      portraitAlt: rosa.portraitAlt,
      biography: ROSA_NOTICE,
      wallModeration: 'APPROVAL',
      // Not public until the family approves their obituary (POST obituary/approve publishes it).
      published: false,
    })
    .returning({ id: obituaries.id });
  const obituaryId = page!.id;
  await db.insert(obituaryEvents).values(
    rosa.events.map((event) => ({
      obituaryId,
      kind: event.kind as 'service',
      title: event.title,
      startsAt: new Date(event.startsAt),
      placeName: event.placeName,
      address: event.address,
    })),
  );
  await db.insert(caseObituaries).values({ caseId: rosa.id, obituaryId, draft: ROSA_DRAFT, revision: 1, updatedBy: 'Willowbrook Funeral Home' });
  // Seed pictures stand in for uploads (shipped SVGs: no stored files to remove).
  await db.insert(caseMedia).values([
    ...[4, 7, 10].map((n, position) => ({
      caseId: rosa.id,
      siteId: rosa.siteId,
      kind: 'PHOTO' as const,
      url: `/api/assets/obituaries/photo-${String(n).padStart(2, '0')}.svg`,
      thumbUrl: `/api/assets/obituaries/photo-${String(n).padStart(2, '0')}.svg`,
      contentType: 'image/svg+xml',
      byteSize: 2048,
      width: 800,
      height: 600,
      fileName: `rosa-${position + 1}.jpg`,
      caption: ['Rosa in her classroom, 1975', 'Sunday lunch at the farm', 'With Luis at his graduation'][position]!,
      position,
    })),
    {
      caseId: rosa.id,
      siteId: rosa.siteId,
      kind: 'MUSIC' as const,
      url: TRIBUTE_MUSIC_URL,
      contentType: 'audio/wav',
      byteSize: 4096,
      fileName: 'Amazing Grace (piano).m4a',
      position: 0,
    },
  ]);
  await syncPublicMedia(db, rosa.id);
  const minutesAgo = (minutes: number) => new Date(today.getTime() - minutes * 60_000);
  await db.insert(memories).values([
    {
      siteId: rosa.siteId,
      obituaryId,
      authorName: 'Maria Lopez',
      relationship: 'Former student',
      text: 'Señora Morales taught me to love poetry. I still hear her reading Neruda to us.',
      status: 'APPROVED',
      createdAt: minutesAgo(600),
    },
    {
      siteId: rosa.siteId,
      obituaryId,
      authorName: 'Tom Reed',
      relationship: 'Neighbour',
      text: 'Rosa always had coffee ready for anyone who knocked. We will miss her.',
      status: 'PENDING',
      createdAt: minutesAgo(120),
    },
    {
      siteId: rosa.siteId,
      obituaryId,
      authorName: 'Dana Price',
      relationship: 'Colleague',
      text: 'Thirty years down the hall from Rosa. The school was brighter with her in it.',
      status: 'PENDING',
      createdAt: minutesAgo(60),
    },
  ]);
  await db.insert(caseReviewComments).values({
    caseId: rosa.id,
    subject: 'STATIONERY',
    itemType: 'prayer-card',
    pageType: 'back',
    text: 'Could the prayer be the Hail Mary instead?',
    authorName: 'Grace Whitfield',
  });
}
