import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import type { Db } from '../../../db/client';
import { named } from '../../../lib/route-schemas';
import type { AuthService, AuthUser } from '../../auth/service';
import { loadRenderContext, RENDER_CONTEXT_KEY } from '../../../lib/render-context';
import { staffRoleOf } from '../../case-core/staff-access';
import { listPublications, publishDraft, readDraftRevision, rollbackPublication, saveDraft } from './queries';

// The redirects feature's public cache key (features/redirects/routes.ts; features import each other only through lib).
const REDIRECTS_CACHE_KEY = 'redirects';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member using the builder (routes of the site-drafts plugin). */
    builderUser: AuthUser;
  }
}

const toPublication = (row: { id: number; publishedAt: Date; publishedBy: string; rolledBackAt: Date | null; changes: string[] | null }) => ({
  id: row.id,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedBy,
  rolledBackAt: row.rolledBackAt ? row.rolledBackAt.toISOString() : null,
  changes: row.changes ?? [],
});

/**
 * Staff of the request's own site only (401 signed out, 403 family or another site's staff). Who is asking
 * is checked before what they sent (a preValidation hook), the order the handlers always had (ADR 082).
 */
export async function siteDraftRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.decorateRequest('builderUser', null as unknown as AuthUser);
  app.addHook('preValidation', async (request) => {
    request.builderUser = await authService.requireStaff(request);
  });

  app.get(BUILDER_API.draft, { schema: { response: { 200: builderDraftSchema } } }, async (request, reply) => {
    const siteId = request.siteId;
    const [context, { revision, updatedAt }] = await Promise.all([loadRenderContext(db, siteId, 'draft'), readDraftRevision(db, siteId)]);
    reply.header('cache-control', 'private, no-store');
    return { revision, updatedAt: updatedAt.toISOString(), context };
  });

  // Module values are checked with the module contract: a bad one is a 400 naming the field.
  app.put(BUILDER_API.draft, { schema: { body: named(saveDraftBodySchema, 'draft'), response: { 200: savedDraftSchema } } }, async (request) => {
    const { baseRevision, context } = request.body;
    const saved = await saveDraft(db, request.siteId, request.builderUser.id, baseRevision, context);
    return { revision: saved.revision, updatedAt: saved.updatedAt.toISOString() };
  });

  app.post(BUILDER_API.publish, { schema: { body: named(publishBodySchema, 'publish request'), response: { 200: publishResultSchema } } }, async (request) => {
    const owner = (await staffRoleOf(db, request.builderUser.id)) === 'OWNER';
    const result = await publishDraft(db, request.siteId, { ...request.builderUser, owner }, request.body.baseRevision);
    app.publicCache.invalidate(request.siteId, RENDER_CONTEXT_KEY);
    // A moved or deleted page leaves a redirect (moved-pages.ts).
    app.publicCache.invalidate(request.siteId, REDIRECTS_CACHE_KEY);
    return { publication: toPublication(result.publication), revision: result.revision };
  });

  app.get(BUILDER_API.publications, { schema: { response: { 200: publicationsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return (await listPublications(db, request.siteId)).map(toPublication);
  });

  app.post(
    '/api/web/builder/publications/:id/rollback',
    { schema: { params: named(publicationParamsSchema, 'publication'), response: { 200: publicationSchema } } },
    async (request) => {
      const owner = (await staffRoleOf(db, request.builderUser.id)) === 'OWNER';
      const row = await rollbackPublication(db, request.siteId, request.params.id, { owner });
      app.publicCache.invalidate(request.siteId, RENDER_CONTEXT_KEY);
      app.publicCache.invalidate(request.siteId, REDIRECTS_CACHE_KEY);
      return toPublication(row);
    },
  );
}
