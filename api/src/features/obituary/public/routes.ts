import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eventRsvpParamsSchema,
  obituaryListSchema,
  obituaryPhotosSchema,
  obituaryRsvpsSchema,
  obituarySchema,
  obituarySearchQuerySchema,
  obituaryYearsSchema,
  rsvpConfirmationSchema,
  rsvpInputSchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { checked } from '../../../lib/checked';
import { forbidden, unauthorized } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import { sendCached } from '../../../lib/public-cache';
import type { AuthService } from '../../auth/service';
import {
  findObituary,
  getObituary,
  listPhotos,
  obituaryCacheKey,
  obituaryParamsSchema,
  obituaryYears,
  searchObituaries,
} from '../../case-core/obituary-queries';
import type { ObituaryContributions } from '../../case-core/obituary-queries';
import { OBITUARY_KEY_ROOT, OBITUARY_SEARCH_KEY, obituarySearchCacheKey } from './search-cache-key';
import { rsvpDeviceHash } from './rsvp-device';
import { findRsvpEvent, rsvpSummary, saveRsvp } from './rsvp-queries';
import { confirmRsvp, rsvpLinkRoutes } from './rsvp-link-routes';
import { TRIBUTE_MUSIC_URL, tributeMusicWav } from './tribute-music';

export interface ObituaryRouteOptions {
  db: Db;
  authService: AuthService;
  // The memorial wall's and the Family Portal's parts of the page (queries.ts says why they are passed in).
  contributions: ObituaryContributions;
  // Replies per client IP and event: RSVP is a public form, so it must not be floodable (like memories).
  rsvpLimit?: { max: number; timeWindow: string };
}

const obituaryParams = named(obituaryParamsSchema, 'obituary address');

/**
 * The public obituaries: the list, one page and its photos (sent as cached bytes, so checked against the
 * contract when they are made), replies to a service, and the home's head counts.
 */
export async function obituaryRoutes(
  instance: FastifyInstance,
  { db, authService, contributions, rsvpLimit = { max: 5, timeWindow: '10 minutes' } }: ObituaryRouteOptions,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await app.register(rsvpLinkRoutes, { db });
  // Registered before /:id; a static segment wins in Fastify's router whatever the order.
  app.get('/api/web/obituaries/years', { schema: { response: { 200: obituaryYearsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { years: await obituaryYears(db, request.siteId) };
  });

  const listSchema = { querystring: named(obituarySearchQuerySchema, 'search'), response: { 200: obituaryListSchema } };
  // Searches are hot public reads too (issue 28: ≥ 1,500 req/s): cached per site and normalized query, and
  // dropped whenever any of the site's obituaries changes (publish, edit, a memory: the `obituary:` keys).
  app.publicCache.onAnyInvalidate((siteId, prefix) => {
    if (prefix === '' || prefix.startsWith(OBITUARY_KEY_ROOT)) app.publicCache.invalidate(siteId, OBITUARY_SEARCH_KEY, { broadcast: false });
  });
  app.get('/api/web/obituaries', { schema: listSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const siteId = request.siteId;
    const answer = await app.publicCache.answer(siteId, obituarySearchCacheKey(request.query), async () =>
      checked(obituaryListSchema, await searchObituaries(db, siteId, request.query), 'The obituary list'),
    );
    return sendCached(request, reply, answer);
  });

  app.get('/api/web/obituaries/:id', { schema: { params: obituaryParams } }, async (request, reply) => {
    const { id } = request.params;
    const siteId = request.siteId;
    reply.header('cache-control', 'no-cache');
    const answer = await app.publicCache.answer(siteId, obituaryCacheKey(id), async () =>
      checked(obituarySchema, await getObituary(db, siteId, id, contributions), 'The obituary'),
    );
    return sendCached(request, reply, answer);
  });

  app.get('/api/web/obituaries/:id/photos', { schema: { params: obituaryParams } }, async (request, reply) => {
    const { id } = request.params;
    const siteId = request.siteId;
    reply.header('cache-control', 'no-cache');
    const answer = await app.publicCache.answer(siteId, `${obituaryCacheKey(id)}photos`, async () =>
      checked(obituaryPhotosSchema, { items: await listPhotos(db, siteId, id) }, 'The photos'),
    );
    return sendCached(request, reply, answer);
  });

  app.post(
    '/api/web/obituaries/:id/events/:eventId/rsvp',
    {
      config: {
        rateLimit: {
          ...rsvpLimit,
          keyGenerator: (request) => `${request.ip} rsvp ${(request.params as { eventId?: string }).eventId ?? ''}`,
        },
      },
      schema: {
        params: named(eventRsvpParamsSchema, 'service address'),
        body: named(rsvpInputSchema, 'reply'),
        response: { 200: rsvpConfirmationSchema, 201: rsvpConfirmationSchema },
      },
    },
    async (request, reply) => {
      const { id, eventId } = request.params;
      const { body } = request;
      const siteId = request.siteId;
      const obituary = await findObituary(db, siteId, id);
      const event = await findRsvpEvent(db, id, eventId);
      // One reply per person per event: the same email or device replaces its reply (200), else 201.
      const deviceHash = rsvpDeviceHash(request, reply);
      const { row, replaced } = await saveRsvp(db, { siteId, eventId, name: body.name, guests: body.guests, email: body.email ?? null, deviceHash });
      // With an email, a confirmation with a link to change or cancel the reply (issue 43 point 7).
      if (body.email) await confirmRsvp(app, db, request, { obituary, event, reply: { ...row, email: body.email } });
      reply.status(replaced ? 200 : 201);
      return { eventId: row.eventId, name: row.name, guests: row.guests };
    },
  );

  // The funeral home's head counts. Staff of this site only: a family member or another home's staff is
  // refused, and another site's obituary is a 404 like one that does not exist.
  app.get('/api/web/obituaries/:id/rsvps', { schema: { params: obituaryParams, response: { 200: obituaryRsvpsSchema } } }, async (request, reply) => {
    const { id } = request.params;
    const user = await authService.sessionUser(request);
    if (!user) throw unauthorized();
    if (user.role !== 'staff' || user.siteId !== request.siteId) throw forbidden('Only staff of this funeral home can see who replied.');
    await findObituary(db, request.siteId, id);
    reply.header('cache-control', 'private, no-store');
    return rsvpSummary(db, request.siteId, id);
  });

  // Not site-scoped: the same generated file for every funeral home, like the shipped seed images.
  app.get(TRIBUTE_MUSIC_URL, async (_request, reply) => {
    reply.type('audio/wav').header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    return reply.send(tributeMusicWav());
  });
}
