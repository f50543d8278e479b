import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { AuthService } from '../../auth/service';
import { sendCached } from '../../../lib/public-cache';
import { loadRenderContext, RENDER_CONTEXT_KEY } from '../../../lib/render-context';

export async function renderContextRoutes(app: FastifyInstance, deps: { db: Db; authService: AuthService }) {
  app.get('/api/web/render-context/approved', async (request, reply) => {
    // Revalidated every time (a staff "publish" must show at once): cheap, as a 304 from memory.
    reply.header('cache-control', 'no-cache');
    const siteId = request.siteId;
    return sendCached(request, reply, await app.publicCache.answer(siteId, RENDER_CONTEXT_KEY, () => loadRenderContext(deps.db, siteId, 'approved')));
  });

  app.get('/api/web/render-context/draft', async (request, reply) => {
    await deps.authService.requireStaff(request);
    reply.header('cache-control', 'private, no-store');
    return loadRenderContext(deps.db, request.siteId, 'draft');
  });
}
