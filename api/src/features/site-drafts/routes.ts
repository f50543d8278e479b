import type { FastifyInstance } from 'fastify';
import {
  BUILDER_API,
  builderDraftSchema,
  publicationParamsSchema,
  publicationSchema,
  publicationsSchema,
  publishBodySchema,
  publishResultSchema,
  saveDraftBodySchema,
  savedDraftSchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { validate, validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { loadRenderContext } from '../render-context/queries';
import { RENDER_CONTEXT_KEY } from '../render-context/routes';
import { listPublications, publishDraft, readDraftRevision, rollbackPublication, saveDraft } from './queries';

// The redirects feature's public cache key (features/redirects/routes.ts; features import each other only through lib).
const REDIRECTS_CACHE_KEY = 'redirects';

const toPublication = (row: { id: number; publishedAt: Date; publishedBy: string; rolledBackAt: Date | null }) => ({
  id: row.id,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
  rolledBackAt: row.rolledBackAt ? row.rolledBackAt.toISOString() : null,
});

/** Staff of the request's own site only (401 signed out, 403 family or another site's staff). */
export async function siteDraftRoutes(app: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  app.get(BUILDER_API.draft, async (request, reply) => {
    await authService.requireStaff(request);
    const siteId = request.siteId;
    const [context, { revision, updatedAt }] = await Promise.all([loadRenderContext(db, siteId, 'draft'), readDraftRevision(db, siteId)]);
    reply.header('cache-control', 'private, no-store');
    return checked(builderDraftSchema, { revision, updatedAt: updatedAt.toISOString(), context }, 'The builder draft');
  });

  app.put(BUILDER_API.draft, async (request) => {
    const user = await authService.requireStaff(request);
    // Module values are checked with the module contract: a bad one is a 400 naming the field.
    const body = validate(saveDraftBodySchema, request.body, 'draft');
    const saved = await saveDraft(db, request.siteId, user.id, body.baseRevision, body.context);
    return checked(savedDraftSchema, { revision: saved.revision, updatedAt: saved.updatedAt.toISOString() }, 'The saved draft');
  });

  app.post(BUILDER_API.publish, async (request) => {
    const user = await authService.requireStaff(request);
    const { baseRevision } = validate(publishBodySchema, request.body, 'publish request');
    const result = await publishDraft(db, request.siteId, user, baseRevision);
    app.publicCache.invalidate(request.siteId, RENDER_CONTEXT_KEY);
    // A moved or deleted page leaves a redirect (moved-pages.ts); the redirects feature caches under this key.
    app.publicCache.invalidate(request.siteId, REDIRECTS_CACHE_KEY);
    return checked(publishResultSchema, { publication: toPublication(result.publication), revision: result.revision }, 'The publish result');
  });

  app.get(BUILDER_API.publications, async (request, reply) => {
    await authService.requireStaff(request);
    reply.header('cache-control', 'private, no-store');
    const rows = await listPublications(db, request.siteId);
    return checked(publicationsSchema, rows.map(toPublication), 'The publications');
  });

  app.post('/api/web/builder/publications/:id/rollback', async (request) => {
    await authService.requireStaff(request);
    const { id } = validateParams(publicationParamsSchema, request.params, 'publication id');
    const row = await rollbackPublication(db, request.siteId, id);
    app.publicCache.invalidate(request.siteId, RENDER_CONTEXT_KEY);
    app.publicCache.invalidate(request.siteId, REDIRECTS_CACHE_KEY);
    return checked(publicationSchema, toPublication(row), 'The rolled back publication');
  });
}
