import { and, asc, eq, sql } from 'drizzle-orm';
import type { DeskEvent } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-error';
import { instantToZoned } from '../../../lib/zoned-time';
import type { FamilyCaseRow } from '../../case-core/case-context';
import { familyCases } from '../../case-core/tables';
import { caseObituaryOf, ensurePublicObituary } from '../../case-core/case-obituary-queries';
import { homeRepliesTo } from '../rsvp-replies';
import { eventRsvps, obituaries, obituaryEvents } from '../../case-core/obituary-tables';

export type EventRow = typeof obituaryEvents.$inferSelect;

/**
 * The case's public obituary, which its services belong to. Staff may add the services before the family
 * approved the text: the page is then made here, not published (publishing stays the staff's or the
 * family's approval's), so visitors see nothing until then.
 */
export async function obituaryIdOf(db: Db, caseRow: FamilyCaseRow, create: boolean): Promise<number | null> {
  const link = await caseObituaryOf(db, caseRow.id);
  if (link.obituaryId !== null || !create) return link.obituaryId;
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const obituaryId = await ensurePublicObituary(txDb, caseRow, '');
    if (obituaryId === null) throw new HttpError(409, 'Please record the date of death before adding the services.');
    await txDb.update(obituaries).set({ published: false }).where(eq(obituaries.id, obituaryId));
    return obituaryId;
  });
}

export async function eventOf(db: Db, obituaryId: number | null, eventId: number): Promise<EventRow> {
  const [row] =
    obituaryId === null
      ? []
      : await db
          .select()
          .from(obituaryEvents)
          .where(and(eq(obituaryEvents.id, eventId), eq(obituaryEvents.obituaryId, obituaryId)))
          .limit(1);
  if (!row) throw notFound(`There is no service with the id ${eventId} on this case.`);
  return row;
}

// The services in time order, each in the zone it was entered in, with its replies counted.
export async function eventsOf(db: Db, siteId: string, obituaryId: number | null, homeZone: string): Promise<DeskEvent[]> {
  if (obituaryId === null) return [];
  const rows = await db
    .select()
    .from(obituaryEvents)
    .where(eq(obituaryEvents.obituaryId, obituaryId))
    .orderBy(asc(obituaryEvents.startsAt), asc(obituaryEvents.id));
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ eventId: eventRsvps.eventId, replies: sql<number>`count(*)::int`, guests: sql<number>`coalesce(sum(${eventRsvps.guests}), 0)::int` })
          .from(eventRsvps)
          .where(
            homeRepliesTo(
              siteId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(eventRsvps.eventId);
  return rows.map((row) => {
    const timeZone = row.timeZone ?? homeZone;
    const count = counts.find((item) => item.eventId === row.id);
    return {
      id: row.id,
      kind: row.kind,
      title: row.title,
      ...instantToZoned(row.startsAt, timeZone),
      timeZone,
      startsAt: row.startsAt.toISOString(),
      placeName: row.placeName,
      address: row.address,
      livestreamUrl: row.livestreamUrl,
      rsvpEnabled: row.rsvpEnabled,
      replies: Number(count?.replies ?? 0),
      guests: Number(count?.guests ?? 0),
    };
  });
}

// The Family Portal, the keepsake and the stationery read the case's own copy of its services: kept equal.
export async function syncCaseEvents(db: Db, caseId: number, obituaryId: number): Promise<void> {
  const rows = await db.select().from(obituaryEvents).where(eq(obituaryEvents.obituaryId, obituaryId)).orderBy(asc(obituaryEvents.startsAt));
  const events = rows.map((row) => ({
    kind: row.kind,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    placeName: row.placeName,
    address: row.address,
  }));
  await db.update(familyCases).set({ events }).where(eq(familyCases.id, caseId));
}
