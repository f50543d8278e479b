import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseIdSchema, deskEventBodySchema, deskEventListSchema, deskRsvpListSchema, DESK_EVENT_KIND_LABELS, numericIdSchema } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { homeTimeZone } from '../../../lib/home-time-zone';
import { HttpError } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import { instantToZoned, zonedToInstant } from '../../../lib/zoned-time';
import type { AuthService } from '../../auth/service';
import { homeCaseOf } from '../../case-core/case-context';
import { scopeToStaff } from '../../case-core/staff-scope';
import { invalidatePublicObituary } from '../../case-core/public-page';
import { eventRsvps, obituaryEvents } from '../../case-core/obituary-tables';
import { csvOf } from '../../../lib/csv';
import { eventOf, eventsOf, obituaryIdOf, syncCaseEvents } from './event-queries';

const caseParams = named(z.object({ caseId: caseIdSchema }).strict(), 'case address');
const eventParams = named(z.object({ caseId: caseIdSchema, eventId: numericIdSchema }).strict(), 'service address');
const body = named(deskEventBodySchema, 'service');

/**
 * Staff add, edit and remove the services of a case's obituary (issue 24 §3) and read who replied. Times
 * are typed as the funeral home's local time (its settings' zone) and kept as an instant plus that zone,
 * so every page shows 10:00 as 10:00 whatever the reader's zone or the season.
 */
export async function staffEventRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'manage the services');

  async function listOf(siteId: string, obituaryId: number | null) {
    const timeZone = await homeTimeZone(db, siteId);
    return { timeZone, events: await eventsOf(db, siteId, obituaryId, timeZone) };
  }

  async function valuesOf(siteId: string, input: z.output<typeof deskEventBodySchema>) {
    const timeZone = await homeTimeZone(db, siteId);
    const startsAt = zonedToInstant(input.date, input.time, timeZone);
    if (!startsAt) {
      throw new HttpError(400, `${input.time} does not exist on that day in ${timeZone} (the clocks change). Please choose another time.`, {
        time: 'This time is skipped when the clocks change',
      });
    }
    return {
      kind: input.kind,
      title: input.title || DESK_EVENT_KIND_LABELS[input.kind],
      startsAt,
      // The end was the seed's; an edited start leaves no stale end behind it.
      endsAt: null,
      timeZone,
      placeName: input.placeName,
      address: input.address,
      livestreamUrl: input.livestreamUrl || null,
      rsvpEnabled: input.rsvpEnabled,
    };
  }

  async function afterWrite(siteId: string, caseId: number, obituaryId: number) {
    await syncCaseEvents(db, caseId, obituaryId);
    invalidatePublicObituary(app, siteId, obituaryId);
  }

  app.get('/api/staff/cases/:caseId/events', { schema: { params: caseParams, response: { 200: deskEventListSchema } } }, async (request) => {
    const caseRow = await homeCaseOf(db, request.siteId, request.params.caseId);
    return listOf(request.siteId, await obituaryIdOf(db, caseRow, false));
  });

  app.post('/api/staff/cases/:caseId/events', { schema: { params: caseParams, body, response: { 201: deskEventListSchema } } }, async (request, reply) => {
    const caseRow = await homeCaseOf(db, request.siteId, request.params.caseId);
    const values = await valuesOf(request.siteId, request.body);
    const obituaryId = (await obituaryIdOf(db, caseRow, true))!;
    await db.insert(obituaryEvents).values({ obituaryId, ...values });
    await afterWrite(request.siteId, caseRow.id, obituaryId);
    return reply.code(201).send(await listOf(request.siteId, obituaryId));
  });

  app.put('/api/staff/cases/:caseId/events/:eventId', { schema: { params: eventParams, body, response: { 200: deskEventListSchema } } }, async (request) => {
    const caseRow = await homeCaseOf(db, request.siteId, request.params.caseId);
    const obituaryId = await obituaryIdOf(db, caseRow, false);
    const event = await eventOf(db, obituaryId, request.params.eventId);
    await db
      .update(obituaryEvents)
      .set(await valuesOf(request.siteId, request.body))
      .where(eq(obituaryEvents.id, event.id));
    await afterWrite(request.siteId, caseRow.id, event.obituaryId);
    return listOf(request.siteId, event.obituaryId);
  });

  app.delete('/api/staff/cases/:caseId/events/:eventId', { schema: { params: eventParams, response: { 200: deskEventListSchema } } }, async (request) => {
    const caseRow = await homeCaseOf(db, request.siteId, request.params.caseId);
    const event = await eventOf(db, await obituaryIdOf(db, caseRow, false), request.params.eventId);
    // Its replies go with it (ON DELETE CASCADE); a flower order keeps its address (SET NULL).
    await db.delete(obituaryEvents).where(eq(obituaryEvents.id, event.id));
    await afterWrite(request.siteId, caseRow.id, event.obituaryId);
    return listOf(request.siteId, event.obituaryId);
  });

  app.get('/api/staff/cases/:caseId/events/:eventId/rsvps', { schema: { params: eventParams, response: { 200: deskRsvpListSchema } } }, async (request) => {
    const caseRow = await homeCaseOf(db, request.siteId, request.params.caseId);
    const event = await eventOf(db, await obituaryIdOf(db, caseRow, false), request.params.eventId);
    const rows = await repliesTo(request.siteId, [event.id]);
    return { eventId: event.id, items: rows.map((row) => ({ name: row.name, email: row.email, guests: row.guests, repliedAt: row.repliedAt.toISOString() })) };
  });

  // A spreadsheet of every reply to every service of the case. Text, not JSON: no response schema.
  app.get('/api/staff/cases/:caseId/rsvps.csv', { schema: { params: caseParams } }, async (request, reply) => {
    const caseRow = await homeCaseOf(db, request.siteId, request.params.caseId);
    const obituaryId = await obituaryIdOf(db, caseRow, false);
    const timeZone = await homeTimeZone(db, request.siteId);
    const events = obituaryId === null ? [] : await db.select().from(obituaryEvents).where(eq(obituaryEvents.obituaryId, obituaryId));
    const rows = await repliesTo(
      request.siteId,
      events.map((event) => event.id),
    );
    const lines: (string | number)[][] = [['Service', 'Date', 'Time', 'Name', 'Email', 'People', 'Replied']];
    for (const row of rows) {
      const event = events.find((item) => item.id === row.eventId)!;
      const zone = event.timeZone ?? timeZone;
      const when = instantToZoned(event.startsAt, zone);
      const replied = instantToZoned(row.repliedAt, zone);
      lines.push([event.title, when.date, when.time, row.name, row.email ?? '', row.guests, `${replied.date} ${replied.time}`]);
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="rsvps-${caseRow.nameSlug}.csv"`)
      .send(csvOf(lines));
  });

  async function repliesTo(siteId: string, eventIds: number[]) {
    if (eventIds.length === 0) return [];
    const rows = await db
      .select({ eventId: eventRsvps.eventId, name: eventRsvps.name, email: eventRsvps.email, guests: eventRsvps.guests, repliedAt: eventRsvps.createdAt })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.siteId, siteId), inArray(eventRsvps.eventId, eventIds)))
      .orderBy(asc(eventRsvps.eventId), asc(eventRsvps.createdAt), asc(eventRsvps.id));
    return rows;
  }
}
