import type { FastifyInstance } from 'fastify';
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
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { forbidden, unauthorized } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import { sendCached } from '../../lib/public-cache';
import type { AuthService } from '../auth/service';
import { findObituary, getObituary, listPhotos, obituaryCacheKey, obituaryParamsSchema, obituaryYears, searchObituaries } from './queries';
import type { ObituaryContributions } from './queries';
import { rsvpDeviceHash } from './rsvp-device';
import { findRsvpEvent, rsvpSummary, saveRsvp } from './rsvp-queries';
import { TRIBUTE_MUSIC_URL, tributeMusicWav } from './tribute-music';

export interface ObituaryRouteOptions {
  db: Db;
  authService: AuthService;
  // The memorial wall's and the Family Portal's parts of the page (queries.ts says why they are passed in).
  contributions: ObituaryContributions;
  // Replies per client IP and event: RSVP is a public form, so it must not be floodable (like memories).
  rsvpLimit?: { max: number; timeWindow: string };
}

export async function obituaryRoutes(
  app: FastifyInstance,
  { db, authService, contributions, rsvpLimit = { max: 5, timeWindow: '10 minutes' } }: ObituaryRouteOptions,
) {
  // Registered before /:id; a static segment wins in Fastify's router whatever the order.
  app.get('/api/web/obituaries/years', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return checked(obituaryYearsSchema, { years: await obituaryYears(db, request.siteId) }, 'The years');
  });

  app.get('/api/web/obituaries', async (request, reply) => {
    const query = validate(obituarySearchQuerySchema, request.query, 'search');
    reply.header('cache-control', 'no-cache');
    return checked(obituaryListSchema, await searchObituaries(db, request.siteId, query), 'The obituary list');
  });

  app.get('/api/web/obituaries/:id', async (request, reply) => {
    const { id } = validateParams(obituaryParamsSchema, request.params, 'obituary address');
    const siteId = request.siteId;
    reply.header('cache-control', 'no-cache');
    const answer = await app.publicCache.answer(siteId, obituaryCacheKey(id), async () =>
      checked(obituarySchema, await getObituary(db, siteId, id, contributions), 'The obituary'),
    );
    return sendCached(request, reply, answer);
  });

  app.get('/api/web/obituaries/:id/photos', async (request, reply) => {
    const { id } = validateParams(obituaryParamsSchema, request.params, 'obituary address');
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
    },
    async (request, reply) => {
      const { id, eventId } = validateParams(eventRsvpParamsSchema, request.params, 'service address');
      const body = validate(rsvpInputSchema, request.body, 'reply');
      const siteId = request.siteId;
      await findObituary(db, siteId, id);
      await findRsvpEvent(db, id, eventId);
      // One reply per person per event: the same email or device replaces its reply (200), else 201.
      const deviceHash = rsvpDeviceHash(request, reply);
      const { row, replaced } = await saveRsvp(db, { siteId, eventId, name: body.name, guests: body.guests, email: body.email ?? null, deviceHash });
      reply.status(replaced ? 200 : 201);
      return checked(rsvpConfirmationSchema, row, 'The reply');
    },
  );

  // The funeral home's head counts. Staff of this site only: a family member or another home's staff is
  // refused, and another site's obituary is a 404 like one that does not exist.
  app.get('/api/web/obituaries/:id/rsvps', async (request, reply) => {
    const { id } = validateParams(obituaryParamsSchema, request.params, 'obituary address');
    const user = await authService.sessionUser(request);
    if (!user) throw unauthorized();
    if (user.role !== 'staff' || user.siteId !== request.siteId) throw forbidden('Only staff of this funeral home can see who replied.');
    await findObituary(db, request.siteId, id);
    reply.header('cache-control', 'private, no-store');
    return checked(obituaryRsvpsSchema, await rsvpSummary(db, request.siteId, id), 'The replies');
  });

  // Not site-scoped: the same generated file for every funeral home, like the shipped seed images.
  app.get(TRIBUTE_MUSIC_URL, async (_request, reply) => {
    reply.type('audio/wav').header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    return reply.send(tributeMusicWav());
  });
}
