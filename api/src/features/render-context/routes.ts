import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth/service';
import { loadRenderContext } from './queries';

export function registerRenderContextRoutes(app: FastifyInstance, deps: { db: Db; authService: AuthService }) {
  app.get('/api/web/render-context/approved', async (request, reply) => {
    // Revalidated every time: a staff "publish" must show at once. Shared caches may keep it per host.
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'X-Host, Host');
    return loadRenderContext(deps.db, request.siteId, 'approved');
  });

  app.get('/api/web/render-context/draft', async (request, reply) => {
    await deps.authService.requireStaff(request);
    reply.header('cache-control', 'private, no-store');
    return loadRenderContext(deps.db, request.siteId, 'draft');
  });
}
