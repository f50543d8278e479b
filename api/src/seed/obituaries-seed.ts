import { nameSlugOf } from '@keepsake/shared/contract';
import { formatDate } from '@keepsake/shared/time';
import type { Db } from '../db/client';
import { zonedToInstant } from '../lib/zoned-time';
import { memories } from '../features/case-core/memory-tables';
import { obituaries, obituaryEvents, obituaryPhotos } from '../features/case-core/obituary-tables';
import { TRIBUTE_MUSIC_URL } from '../features/obituary/public/tribute-music';
import { PHOTO_CAPTIONS, SEED_MEMORIES, type SeedPerson } from './obituaries-people';

const DAY_MS = 86_400_000;
const ASSETS = '/api/assets/obituaries';

interface Place {
  name: string;
  address: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// A local wall-clock time in the site's time zone as an instant, so "2 pm" stays 2 pm across DST: the
// conversion the staff desk uses for typed service times (lib/zoned-time). The seed's hours (11:00 to
// 19:00) are never skipped by a clock change, so an instant always exists.
function zonedInstant(day: string, time: string, timeZone: string): Date {
  const instant = zonedToInstant(day, time, timeZone);
  if (!instant) throw new Error(`${day} ${time} does not exist in ${timeZone}`);
  return instant;
}

function biography(person: SeedPerson, deathDay: Date): string {
  const first = person.name.split(' ')[0];
  const died = formatDate(deathDay, 'UTC');
  return [
    `${person.name}, ${person.age}, of ${person.city}, passed away peacefully on ${died}, surrounded by family.`,
    `${first} was born in ${person.bornIn}. ${person.work}.`,
    `${person.loves}. Those who knew ${first} will remember a generous heart, a quick laugh and a steady hand in hard times.`,
    `${first} is survived by ${person.survivors}.`,
  ].join('\n\n');
}

export interface ObituarySeedOptions {
  siteId: string;
  people: SeedPerson[];
  places: { chapel: Place; church: Place; cemetery: Place };
  timeZone: string;
  today?: Date;
}

// Bulk inserts (one statement per table) so the e2e suite's seed on every start stays fast.
export async function seedObituaries(db: Db, { siteId, people, places, timeZone, today = new Date() }: ObituarySeedOptions) {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const rows = people.map((person) => {
    const deathDay = new Date(midnight - person.diedDaysAgo * DAY_MS);
    // A birthday spread over the year, so ages read true.
    const birthDay = new Date(Date.UTC(deathDay.getUTCFullYear() - person.age - 1, (person.name.length * 7) % 12, (person.name.length % 27) + 1));
    return {
      siteId,
      fullName: person.name,
      nameSlug: nameSlugOf(person.name),
      birthDate: isoDay(birthDay),
      deathDate: isoDay(deathDay),
      city: person.city,
      portraitUrl: person.portrait ? `${ASSETS}/portrait-${String(person.portrait).padStart(2, '0')}.svg` : null,
      portraitAlt: person.portrait ? `Portrait of ${person.name}` : '',
      biography: biography(person, deathDay),
      donationInLieu: person.charity?.inLieu ?? false,
      donationCharity: person.charity?.name ?? null,
      donationUrl: person.charity?.url ?? null,
      wallModeration: person.wall,
      musicUrl: person.photos.length > 0 ? TRIBUTE_MUSIC_URL : null,
    };
  });
  const inserted = await db.insert(obituaries).values(rows).returning({ id: obituaries.id });

  const events: (typeof obituaryEvents.$inferInsert)[] = [];
  const photos: (typeof obituaryPhotos.$inferInsert)[] = [];
  const wall: (typeof memories.$inferInsert)[] = [];
  inserted.forEach(({ id }, index) => {
    const person = people[index] as SeedPerson;
    const deathMs = midnight - person.diedDaysAgo * DAY_MS;
    const visitationDay = isoDay(new Date(deathMs + 5 * DAY_MS));
    const serviceDay = isoDay(new Date(deathMs + 6 * DAY_MS));
    events.push(
      {
        obituaryId: id,
        kind: 'visitation',
        title: 'Visitation',
        startsAt: zonedInstant(visitationDay, '16:00', timeZone),
        endsAt: zonedInstant(visitationDay, '19:00', timeZone),
        placeName: places.chapel.name,
        address: places.chapel.address,
        // The newest notices ask who is coming (issue 15 §3).
        rsvpEnabled: index < 3,
      },
      {
        obituaryId: id,
        kind: 'service',
        title: 'Funeral Service',
        startsAt: zonedInstant(serviceDay, '11:00', timeZone),
        endsAt: zonedInstant(serviceDay, '12:00', timeZone),
        placeName: index % 2 === 0 ? places.church.name : places.chapel.name,
        address: index % 2 === 0 ? places.church.address : places.chapel.address,
        rsvpEnabled: index < 3,
        // One family in three streams the service; the link is the home's own streaming page.
        livestreamUrl: index % 3 === 0 ? `https://livestream.example.com/${rows[index]?.nameSlug ?? id}` : null,
      },
      {
        obituaryId: id,
        kind: 'committal',
        title: 'Committal',
        startsAt: zonedInstant(serviceDay, '13:00', timeZone),
        endsAt: null,
        placeName: places.cemetery.name,
        address: places.cemetery.address,
      },
    );
    person.photos.forEach((photo, position) => {
      const caption = PHOTO_CAPTIONS[photo - 1] ?? '';
      photos.push({
        obituaryId: id,
        url: `${ASSETS}/photo-${String(photo).padStart(2, '0')}.svg`,
        width: 800,
        height: 600,
        caption,
        alt: `${caption}, a favourite place of ${person.name.split(' ')[0]}`,
        position,
      });
    });
    // The first notices have memories, one of them still waiting for the family.
    if (index < 6) {
      const count = index === 0 ? SEED_MEMORIES.length : 2;
      for (let m = 0; m < count; m += 1) {
        const memory = SEED_MEMORIES[(index + m) % SEED_MEMORIES.length] as (typeof SEED_MEMORIES)[number];
        wall.push({
          siteId,
          obituaryId: id,
          authorName: memory.authorName,
          relationship: memory.relationship,
          text: memory.text,
          status: m === count - 1 && index === 1 ? 'PENDING' : 'APPROVED',
          createdAt: new Date(deathMs + (m + 1) * 3_600_000 * 7),
        });
      }
    }
  });
  await db.insert(obituaryEvents).values(events);
  if (photos.length > 0) await db.insert(obituaryPhotos).values(photos);
  if (wall.length > 0) await db.insert(memories).values(wall);
  return inserted.map(({ id }) => id);
}
