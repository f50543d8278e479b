import { and, eq, inArray } from 'drizzle-orm';
import { eventRsvps } from '../case-core/obituary-tables';

/**
 * The filter for the replies a home's visitors left on some of its services, shared by the public RSVP
 * summary (obituaries) and the staff desk's counts (staff-obituary). Scoped by the site as well as by the
 * events, so a reply row of another home can never be counted here, whatever ids are passed.
 */
export const homeRepliesTo = (siteId: string, eventIds: number[]) => and(eq(eventRsvps.siteId, siteId), inArray(eventRsvps.eventId, eventIds));
