import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  obituaryIdSchema,
  obituaryListSchema,
  obituaryPhotosSchema,
  obituarySchema,
  obituarySearchQuerySchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { validate } from '../../lib/validate';
import { getObituary, listPhotos, searchObituaries } from './queries';
import { registerTributeMusicRoute } from './tribute-music-route';

export const obituaryParamsSchema = z.object({ id: obituaryIdSchema });

export function siteIdOf(request: FastifyRequest): string {
  const siteId = request.site?.id;
  if (!siteId) throw new Error('site-resolution did not run for ' + request.url);
  return siteId;
}

export function registerObituaryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/web/obituaries', async (request, reply) => {
    const query = validate(obituarySearchQuerySchema, request.query, 'search');
    reply.header('cache-control', 'no-cache');
    return checked(obituaryListSchema, await searchObituaries(db, siteIdOf(request), query), 'The obituary list');
  });

  app.get('/api/web/obituaries/:id', async (request, reply) => {
    const { id } = validate(obituaryParamsSchema, request.params, 'obituary address');
    reply.header('cache-control', 'no-cache');
    return checked(obituarySchema, await getObituary(db, siteIdOf(request), id), 'The obituary');
  });

  app.get('/api/web/obituaries/:id/photos', async (request, reply) => {
    const { id } = validate(obituaryParamsSchema, request.params, 'obituary address');
    reply.header('cache-control', 'no-cache');
    return checked(obituaryPhotosSchema, { items: await listPhotos(db, siteIdOf(request), id) }, 'The photos');
  });

  registerTributeMusicRoute(app);
}
