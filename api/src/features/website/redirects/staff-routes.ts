import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUILDER_REDIRECTS_API, newRedirectBodySchema, redirectIdParamsSchema, staffRedirectSchema, staffRedirectsSchema } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { siteContexts, siteRedirects } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { REDIRECTS_KEY } from './routes';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The origins a redirect may leave the site for: the live site's settings (what the shell enforces). */
async function allowedOrigins(db: Db, siteId: string): Promise<string[]> {
  const [row] = await db
    .select({ document: siteContexts.document })
    .from(siteContexts)
    .where(and(eq(siteContexts.siteId, siteId), eq(siteContexts.version, 'approved')));
  const origins = (row?.document as { settings?: { allowedRedirectOrigins?: unknown } } | undefined)?.settings?.allowedRedirectOrigins;
  return Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string').map((o) => originOf(o) ?? o) : [];
}

const fieldError = (field: string, message: string) => new HttpError(400, `Please check the redirect: ${field} (${message})`, { [field]: message });

/**
 * The home's redirects for its staff (issue 26): list, add, remove. Staff of this site only, checked before
 * the body (401 / 403); an address elsewhere must be on an allowed origin, the rule the shell applies.
 */
export async function staffRedirectRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', async (request) => {
    await authService.requireStaff(request, 'change the redirects');
  });

  app.get(BUILDER_REDIRECTS_API.list, { schema: { response: { 200: staffRedirectsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return db
      .select({ id: siteRedirects.id, from: siteRedirects.fromPath, to: siteRedirects.toUrl, permanent: siteRedirects.permanent })
      .from(siteRedirects)
      .where(eq(siteRedirects.siteId, request.siteId))
      .orderBy(asc(siteRedirects.position), asc(siteRedirects.fromPath));
  });

  app.post(
    BUILDER_REDIRECTS_API.list,
    { schema: { body: named(newRedirectBodySchema, 'redirect'), response: { 201: staffRedirectSchema } } },
    async (request, reply) => {
      const { from, to, permanent } = request.body;
      if (!to.startsWith('/')) {
        const origin = originOf(to);
        if (!origin || !(await allowedOrigins(db, request.siteId)).includes(origin)) {
          throw fieldError('to', 'This address is not on a site this home allows redirects to; use a path of this site');
        }
      }
      if (from === to) throw fieldError('to', 'A redirect cannot send a path to itself');
      const id = randomUUID();
      const [row] = await db
        .insert(siteRedirects)
        .values({ id, siteId: request.siteId, fromPath: from, toUrl: to, permanent, position: 500 })
        .onConflictDoNothing()
        .returning({ id: siteRedirects.id, from: siteRedirects.fromPath, to: siteRedirects.toUrl, permanent: siteRedirects.permanent });
      if (!row) throw new HttpError(409, `There is already a redirect from ${from}. Remove it first.`);
      app.publicCache.invalidate(request.siteId, REDIRECTS_KEY);
      return reply.status(201).send(row);
    },
  );

  app.delete(`${BUILDER_REDIRECTS_API.list}/:id`, { schema: { params: named(redirectIdParamsSchema, 'redirect') } }, async (request, reply) => {
    const [row] = await db
      .delete(siteRedirects)
      .where(and(eq(siteRedirects.siteId, request.siteId), eq(siteRedirects.id, request.params.id)))
      .returning({ id: siteRedirects.id });
    if (!row) throw notFound('There is no such redirect on this site.');
    app.publicCache.invalidate(request.siteId, REDIRECTS_KEY);
    return reply.status(204).send();
  });
}
