import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ObituaryRsvps } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { eventRsvps, obituaryEvents } from './tables';

// The event as a visitor may answer it: of this obituary (already found on the request's site), asking
// for RSVPs, and not over. Another obituary's event id is a 404 like one that does not exist.
export async function findRsvpEvent(db: Db, obituaryId: number, eventId: number, now = new Date()) {
  const [event] = await db
    .select({
      id: obituaryEvents.id,
      title: obituaryEvents.title,
      startsAt: obituaryEvents.startsAt,
      endsAt: obituaryEvents.endsAt,
      rsvp: obituaryEvents.rsvpEnabled,
    })
    .from(obituaryEvents)
    .where(and(eq(obituaryEvents.id, eventId), eq(obituaryEvents.obituaryId, obituaryId)))
    .limit(1);
  if (!event) throw notFound(`There is no service with the id ${eventId} on this obituary.`);
  if (!event.rsvp) throw new HttpError(409, `The family is not asking for replies for the ${event.title}.`);
  if ((event.endsAt ?? event.startsAt) < now) throw new HttpError(409, `The ${event.title} has already taken place.`);
  return event;
}

export async function insertRsvp(db: Db, values: typeof eventRsvps.$inferInsert) {
  const [row] = await db.insert(eventRsvps).values(values).returning({ eventId: eventRsvps.eventId, name: eventRsvps.name, guests: eventRsvps.guests });
  if (!row) throw new Error('insert returned no RSVP');
  return row;
}

// Per event that asks for RSVPs: how many answered, how many people in all, and who.
export async function rsvpSummary(db: Db, siteId: string, obituaryId: number): Promise<ObituaryRsvps> {
  const events = await db
    .select({ id: obituaryEvents.id, title: obituaryEvents.title, startsAt: obituaryEvents.startsAt })
    .from(obituaryEvents)
    .where(and(eq(obituaryEvents.obituaryId, obituaryId), eq(obituaryEvents.rsvpEnabled, true)))
    .orderBy(asc(obituaryEvents.startsAt));
  const answers =
    events.length === 0
      ? []
      : await db
          .select({ eventId: eventRsvps.eventId, name: eventRsvps.name, guests: eventRsvps.guests })
          .from(eventRsvps)
          .where(
            and(
              eq(eventRsvps.siteId, siteId),
              inArray(
                eventRsvps.eventId,
                events.map((event) => event.id),
              ),
            ),
          )
          .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id));
  return {
    events: events.map((event) => {
      const names = answers.filter((answer) => answer.eventId === event.id).map(({ name, guests }) => ({ name, guests }));
      return {
        eventId: event.id,
        title: event.title,
        startsAt: event.startsAt.toISOString(),
        responses: names.length,
        guests: names.reduce((sum, answer) => sum + answer.guests, 0),
        names,
      };
    }),
  };
}
