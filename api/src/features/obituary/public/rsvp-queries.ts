import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { ObituaryRsvps } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/http-error';
import { homeRepliesTo } from '../rsvp-replies';
import { eventRsvps, obituaryEvents } from '../../case-core/obituary-tables';

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

export interface RsvpValues {
  siteId: string;
  eventId: number;
  name: string;
  guests: number;
  email: string | null;
  deviceHash: string;
}

/**
 * One reply per person per event (issue 22): a reply from an email or a device that already replied
 * replaces that reply (both, if the email's and the device's were two); otherwise it is added. The unique
 * indexes of migration 211 keep two replies sent at once from both being added: the loser tries again and
 * finds the winner's.
 */
export async function saveRsvp(db: Db, values: RsvpValues): Promise<{ row: { id: number; eventId: number; name: string; guests: number }; replaced: boolean }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const same = or(eq(eventRsvps.deviceHash, values.deviceHash), values.email ? eq(eventRsvps.email, values.email) : undefined);
        const earlier = await tx
          .select({ id: eventRsvps.id })
          .from(eventRsvps)
          .where(and(eq(eventRsvps.eventId, values.eventId), same))
          .orderBy(asc(eventRsvps.id));
        const returning = { id: eventRsvps.id, eventId: eventRsvps.eventId, name: eventRsvps.name, guests: eventRsvps.guests };
        const [kept, ...others] = earlier;
        if (!kept) {
          const [row] = await tx.insert(eventRsvps).values(values).returning(returning);
          return { row: row!, replaced: false };
        }
        if (others.length > 0)
          await tx.delete(eventRsvps).where(
            inArray(
              eventRsvps.id,
              others.map((other) => other.id),
            ),
          );
        const [row] = await tx
          .update(eventRsvps)
          .set({ name: values.name, guests: values.guests, email: values.email, deviceHash: values.deviceHash, updatedAt: new Date() })
          .where(eq(eventRsvps.id, kept.id))
          .returning(returning);
        return { row: row!, replaced: true };
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

// The same person under the same name twice: compared without letter case or extra spaces.
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

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
            homeRepliesTo(
              siteId,
              events.map((event) => event.id),
            ),
          )
          .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id));
  return {
    events: events.map((event) => {
      const seen = new Set<string>();
      const names = answers
        .filter((answer) => answer.eventId === event.id)
        .map(({ name, guests }) => {
          const possibleDuplicate = seen.has(nameKey(name));
          seen.add(nameKey(name));
          return { name, guests, possibleDuplicate };
        });
      return {
        eventId: event.id,
        title: event.title,
        startsAt: event.startsAt.toISOString(),
        responses: names.length,
        guests: names.reduce((sum, answer) => sum + answer.guests, 0),
        possibleDuplicates: names.filter((answer) => answer.possibleDuplicate).length,
        names,
      };
    }),
  };
}
