import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { redirectsSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { siteRedirects } from '../../db/schema';
import { checked } from '../../lib/checked';

export function registerRedirectRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/web/redirects', async (request, reply) => {
    const siteId = request.site?.id;
    if (!siteId) throw new Error('site-resolution did not run for ' + request.url);
    const rows = await db
      .select({ from: siteRedirects.fromPath, to: siteRedirects.toUrl, permanent: siteRedirects.permanent })
      .from(siteRedirects)
      .where(eq(siteRedirects.siteId, siteId))
      .orderBy(asc(siteRedirects.position), asc(siteRedirects.fromPath));
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return checked(redirectsSchema, rows, 'The redirects');
  });
}
