import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderContextSchema, type RenderContext } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { siteContexts, type ContextVersion } from '../../db/schema';
import { checked } from '../../lib/checked';
import { notFound } from '../../lib/http-error';
import type { AuthService } from '../../plugins/auth';

export async function loadRenderContext(db: Db, siteId: string, version: ContextVersion): Promise<RenderContext> {
  const [row] = await db
    .select({ document: siteContexts.document })
    .from(siteContexts)
    .where(and(eq(siteContexts.siteId, siteId), eq(siteContexts.version, version)))
    .limit(1);
  if (!row) throw notFound(`This website has no ${version} content yet.`);
  return checked(renderContextSchema, row.document, `The ${version} render context`);
}

function siteIdOf(request: FastifyRequest): string {
  // The site-resolution hook guarantees a site on /api/web; this only narrows the type.
  if (!request.site) throw new Error('site-resolution did not run for ' + request.url);
  return request.site.id;
}

export function registerRenderContextRoutes(app: FastifyInstance, deps: { db: Db; authService: AuthService }) {
  app.get('/api/web/render-context/approved', async (request, reply) => {
    // Revalidated every time: a staff "publish" must show at once. Shared caches may keep it per host.
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return loadRenderContext(deps.db, siteIdOf(request), 'approved');
  });

  app.get('/api/web/render-context/draft', async (request, reply) => {
    await deps.authService.requireStaff(request);
    reply.header('cache-control', 'private, no-store');
    return loadRenderContext(deps.db, siteIdOf(request), 'draft');
  });
}
