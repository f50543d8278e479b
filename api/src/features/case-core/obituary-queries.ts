import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  OBITUARY_PAGE_SIZE,
  obituaryIdSchema,
  type Obituary,
  type ObituaryList,
  type ObituaryPhoto,
  type ObituarySummary,
  type PublicVideo,
  type obituarySearchQuerySchema,
} from '@keepsake/shared/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { obituaries, obituaryEvents, obituaryPhotos } from './obituary-tables';
import { excerptOf, nameTsQuery } from './obituary-name-query';

// `:id` of every /api/web/obituaries/:id… route (obituaries, memories, shop).
export const obituaryParamsSchema = z.object({ id: obituaryIdSchema });

// The public cache's key for obituary <id> and, as a prefix, its photos (lib/public-cache.ts). Whatever
// changes what the obituary page shows (text, photos, publishing, an approved memory: the count)
// calls app.publicCache.invalidate(siteId, obituaryCacheKey(id)).
export const obituaryCacheKey = (id: number) => `obituary:${id}:`;

const summaryColumns = {
  id: obituaries.id,
  nameSlug: obituaries.nameSlug,
  fullName: obituaries.fullName,
  birthDate: obituaries.birthDate,
  deathDate: obituaries.deathDate,
  city: obituaries.city,
  portraitUrl: obituaries.portraitUrl,
  portraitAlt: obituaries.portraitAlt,
  portraitSizes: obituaries.portraitSizes,
  // Enough for an excerpt without reading whole biographies for a list.
  opening: sql<string>`left(${obituaries.biography}, 400)`,
};

type SummaryRow = Omit<ObituarySummary, 'excerpt'> & { opening: string };

function toSummary({ opening, ...row }: SummaryRow): ObituarySummary {
  return { ...row, excerpt: excerptOf(opening) };
}

// Up to this many name matches are fetched by id through the GIN index; more than that and the list
// index (newest death first) finds a page of them sooner. See docs/decisions/020-obituary-search.md.
export const SELECTIVE_MATCHES = 3000;

async function nameMatches(db: Db, tsQuery: string): Promise<number[]> {
  const rows = await db
    .select({ id: obituaries.id })
    .from(obituaries)
    .where(sql`${obituaries.nameSearch} @@ to_tsquery('simple', ${tsQuery})`)
    .limit(SELECTIVE_MATCHES);
  return rows.map((row) => row.id);
}

export async function searchObituaries(db: Db, siteId: string, query: z.output<typeof obituarySearchQuerySchema>): Promise<ObituaryList> {
  const conditions: SQL[] = [eq(obituaries.siteId, siteId), eq(obituaries.published, true)];
  const tsQuery = nameTsQuery(query.name);
  if (tsQuery) {
    // The planner cannot tell a rare name from a common one (prefix selectivity is a guess): left to
    // itself it walks the whole list index for a name that matches nobody. So ask the name index first.
    const ids = await nameMatches(db, tsQuery);
    if (ids.length === 0) return { items: [], page: query.page, pageSize: OBITUARY_PAGE_SIZE, hasNext: false };
    conditions.push(ids.length < SELECTIVE_MATCHES ? inArray(obituaries.id, ids) : sql`${obituaries.nameSearch} @@ to_tsquery('simple', ${tsQuery})`);
  }
  if (query.year !== undefined) {
    conditions.push(gte(obituaries.deathDate, `${query.year}-01-01`), lte(obituaries.deathDate, `${query.year}-12-31`));
  }
  if (query.from) conditions.push(gte(obituaries.deathDate, query.from));
  if (query.to) conditions.push(lte(obituaries.deathDate, query.to));
  // One row more than a page tells whether a next page exists without counting every match.
  const rows = await db
    .select(summaryColumns)
    .from(obituaries)
    .where(and(...conditions))
    .orderBy(desc(obituaries.deathDate), desc(obituaries.id))
    .limit(OBITUARY_PAGE_SIZE + 1)
    .offset((query.page - 1) * OBITUARY_PAGE_SIZE);
  return {
    items: rows.slice(0, OBITUARY_PAGE_SIZE).map(toSummary),
    page: query.page,
    pageSize: OBITUARY_PAGE_SIZE,
    hasNext: rows.length > OBITUARY_PAGE_SIZE,
  };
}

// The years of death that have published obituaries, newest first: the search offers only these.
export async function obituaryYears(db: Db, siteId: string): Promise<number[]> {
  const year = sql<number>`extract(year from ${obituaries.deathDate})::int`;
  const rows = await db
    .selectDistinct({ year })
    .from(obituaries)
    .where(and(eq(obituaries.siteId, siteId), eq(obituaries.published, true)))
    .orderBy(desc(year));
  return rows.map((row) => Number(row.year));
}

export interface ObituaryRecord {
  id: number;
  siteId: string;
  fullName: string;
  donationInLieu: boolean;
  donationCharity: string | null;
  donationUrl: string | null;
  wallModeration: 'OPEN' | 'APPROVAL';
  wallPhotos: boolean;
}

// The one way other features reach an obituary: scoped to the site, so another funeral home's id is a
// 404 exactly like an id that does not exist.
export async function findObituary(db: Db, siteId: string, id: number): Promise<ObituaryRecord> {
  const [row] = await db
    .select({
      id: obituaries.id,
      siteId: obituaries.siteId,
      fullName: obituaries.fullName,
      donationInLieu: obituaries.donationInLieu,
      donationCharity: obituaries.donationCharity,
      donationUrl: obituaries.donationUrl,
      wallModeration: obituaries.wallModeration,
      wallPhotos: obituaries.wallPhotos,
    })
    .from(obituaries)
    .where(and(eq(obituaries.id, id), eq(obituaries.siteId, siteId), eq(obituaries.published, true)))
    .limit(1);
  if (!row) throw notFound(`There is no obituary with the id ${id}.`);
  return row;
}

export function donationOf(record: Pick<ObituaryRecord, 'donationInLieu' | 'donationCharity' | 'donationUrl'>) {
  return record.donationCharity && record.donationUrl
    ? { inLieuOfFlowers: record.donationInLieu, charityName: record.donationCharity, url: record.donationUrl }
    : null;
}

// What the public page shows from other features: the memorial wall's count and the family's approved
// tribute video. They come in as functions (wired in server.ts) instead of imports, so that this folder
// imports no Family Portal or wall module and imports point one way: those features → the public obituary.
export interface ObituaryContributions {
  approvedMemoryCount(db: Db, obituaryId: number): Promise<number>;
  approvedVideo(db: Db, obituaryId: number, fullName: string): Promise<PublicVideo | null>;
}

export async function getObituary(db: Db, siteId: string, id: number, contributions: ObituaryContributions): Promise<Obituary> {
  const [row] = await db
    .select({
      ...summaryColumns,
      biography: obituaries.biography,
      donationInLieu: obituaries.donationInLieu,
      donationCharity: obituaries.donationCharity,
      donationUrl: obituaries.donationUrl,
      wallModeration: obituaries.wallModeration,
      musicUrl: obituaries.musicUrl,
      wallPhotos: obituaries.wallPhotos,
      theme: obituaries.theme,
    })
    .from(obituaries)
    .where(and(eq(obituaries.id, id), eq(obituaries.siteId, siteId), eq(obituaries.published, true)))
    .limit(1);
  if (!row) throw notFound(`There is no obituary with the id ${id}.`);
  const [events, [photos], memoryCount, video] = await Promise.all([
    db.select().from(obituaryEvents).where(eq(obituaryEvents.obituaryId, id)).orderBy(asc(obituaryEvents.startsAt)),
    db.select({ n: count() }).from(obituaryPhotos).where(eq(obituaryPhotos.obituaryId, id)),
    contributions.approvedMemoryCount(db, id),
    contributions.approvedVideo(db, id, row.fullName),
  ]);
  const { biography, donationInLieu, donationCharity, donationUrl, wallModeration, musicUrl, wallPhotos, theme, ...summary } = row;
  return {
    ...toSummary(summary),
    biography,
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt?.toISOString() ?? null,
      placeName: event.placeName,
      address: event.address,
      livestreamUrl: event.livestreamUrl,
      rsvp: event.rsvpEnabled,
    })),
    donation: donationOf({ donationInLieu, donationCharity, donationUrl }),
    wallModeration,
    photoCount: photos?.n ?? 0,
    memoryCount,
    musicUrl,
    wallPhotos,
    theme,
    video,
  };
}

export async function listPhotos(db: Db, siteId: string, id: number): Promise<ObituaryPhoto[]> {
  await findObituary(db, siteId, id);
  return db
    .select({
      id: obituaryPhotos.id,
      url: obituaryPhotos.url,
      width: obituaryPhotos.width,
      height: obituaryPhotos.height,
      caption: obituaryPhotos.caption,
      alt: obituaryPhotos.alt,
      sizes: obituaryPhotos.sizes,
    })
    .from(obituaryPhotos)
    .where(eq(obituaryPhotos.obituaryId, id))
    .orderBy(asc(obituaryPhotos.position), asc(obituaryPhotos.id));
}
