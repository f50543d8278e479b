import { formatDateTime } from '@keepsake/shared/time';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, or, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myRsvpsSchema, nameSlugOf, rsvpChangeSchema, rsvpConfirmationSchema, rsvpLinkParamsSchema, rsvpLinkSchema } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { homeTimeZone } from '../../../lib/home-time-zone';
import { notFound } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import { findObituary, obituaryParamsSchema } from '../../case-core/obituary-queries';
import { eventRsvps, obituaryEvents } from '../../case-core/obituary-tables';
import { RSVP_DEVICE_COOKIE } from './rsvp-device';

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');
const NOT_FOUND = 'This link does not open a reply any more: it was cancelled, or replaced by a newer reply.';

/**
 * After an RSVP (issue 43 point 7): the confirmation mail, with a link to change or cancel the reply (a token
 * whose SHA-256 is kept on the reply; a newer reply makes a new one), the link's page's calls, and "mine":
 * this device's replies, so a visitor who comes back sees that they replied.
 */
export async function confirmRsvp(
  app: FastifyInstance,
  db: Db,
  request: FastifyRequest,
  {
    obituary,
    event,
    reply,
  }: {
    obituary: { id: number; fullName: string };
    event: { title: string; startsAt: Date };
    reply: { id: number; name: string; guests: number; email: string };
  },
) {
  const token = randomBytes(24).toString('base64url');
  await db
    .update(eventRsvps)
    .set({ manageTokenHash: hashOf(token) })
    .where(eq(eventRsvps.id, reply.id));
  // A service time in the home's zone with its abbreviation (the shared formatter, ADR 095).
  const when = formatDateTime(event.startsAt, await homeTimeZone(db, request.siteId), { weekday: true });

  await app.notify.familyAddress(request, reply.email, {
    subject: `your reply for the ${event.title} for ${obituary.fullName}`,
    lines: [
      `Thank you, ${reply.name}. The family knows to expect ${reply.guests === 1 ? 'you' : `${reply.guests} people`} at the ${event.title}, ${when}.`,
      '',
      'To change how many are coming, or to cancel your reply, open the link below.',
    ],
    path: `/obituaries/${obituary.id}/${nameSlugOf(obituary.fullName)}/rsvp/${token}`,
  });
}

export async function rsvpLinkRoutes(instance: FastifyInstance, { db }: { db: Db }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const linkParams = named(rsvpLinkParamsSchema, 'reply link');

  // The reply a link opens, on this obituary and this site, for a service not yet over.
  async function replyOf(request: FastifyRequest, obituaryId: number, token: string) {
    await findObituary(db, request.siteId, obituaryId);
    const [row] = await db
      .select({
        id: eventRsvps.id,
        eventId: eventRsvps.eventId,
        name: eventRsvps.name,
        guests: eventRsvps.guests,
        email: eventRsvps.email,
        eventTitle: obituaryEvents.title,
        startsAt: obituaryEvents.startsAt,
      })
      .from(eventRsvps)
      .innerJoin(obituaryEvents, eq(obituaryEvents.id, eventRsvps.eventId))
      .where(
        and(
          eq(eventRsvps.manageTokenHash, hashOf(token)),
          eq(eventRsvps.siteId, request.siteId),
          eq(obituaryEvents.obituaryId, obituaryId),
          or(gt(obituaryEvents.endsAt, new Date()), and(isNull(obituaryEvents.endsAt), gt(obituaryEvents.startsAt, new Date()))),
        ),
      )
      .limit(1);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }
  const shape = (row: Awaited<ReturnType<typeof replyOf>>) => ({
    eventId: row.eventId,
    name: row.name,
    guests: row.guests,
    email: row.email ?? '',
    eventTitle: row.eventTitle,
    startsAt: row.startsAt.toISOString(),
  });

  app.get('/api/web/obituaries/:id/rsvp-links/:token', { schema: { params: linkParams, response: { 200: rsvpLinkSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return shape(await replyOf(request, request.params.id, request.params.token));
  });

  app.put(
    '/api/web/obituaries/:id/rsvp-links/:token',
    { schema: { params: linkParams, body: named(rsvpChangeSchema, 'reply'), response: { 200: rsvpLinkSchema } } },
    async (request, reply) => {
      const row = await replyOf(request, request.params.id, request.params.token);
      await db.update(eventRsvps).set({ name: request.body.name, guests: request.body.guests, updatedAt: new Date() }).where(eq(eventRsvps.id, row.id));
      reply.header('cache-control', 'private, no-store');
      return shape({ ...row, ...request.body });
    },
  );

  app.delete('/api/web/obituaries/:id/rsvp-links/:token', { schema: { params: linkParams } }, async (request, reply) => {
    const row = await replyOf(request, request.params.id, request.params.token);
    await db.delete(eventRsvps).where(eq(eventRsvps.id, row.id));
    reply.status(204);
  });

  // This device's replies on this obituary (the cookie RSVP sets); none without the cookie, and none is set here.
  app.get(
    '/api/web/obituaries/:id/rsvps/mine',
    { schema: { params: named(obituaryParamsSchema, 'obituary address'), response: { 200: myRsvpsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await findObituary(db, request.siteId, request.params.id);
      const device = new RegExp(`(?:^|;\\s*)${RSVP_DEVICE_COOKIE}=([A-Za-z0-9_-]{32})(?:;|$)`).exec(request.headers.cookie ?? '')?.[1];
      if (!device) return { replies: [] };
      const replies = await db
        .select({ eventId: eventRsvps.eventId, name: eventRsvps.name, guests: eventRsvps.guests })
        .from(eventRsvps)
        .innerJoin(obituaryEvents, eq(obituaryEvents.id, eventRsvps.eventId))
        .where(and(eq(eventRsvps.deviceHash, hashOf(device)), eq(eventRsvps.siteId, request.siteId), eq(obituaryEvents.obituaryId, request.params.id)));
      return { replies: replies.map((row) => rsvpConfirmationSchema.parse(row)) };
    },
  );
}
