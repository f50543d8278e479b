import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUILDER_PRESENCE_API, PRESENCE_STALE_SECONDS, presenceBodySchema, presenceSchema } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { user } from '../../auth/tables';
import { scopeToStaff } from '../../case-core/staff-scope';
import { builderPresence } from './tables';

/** The other staff of this home whose studio said it was there within the stale window, oldest first. */
async function othersInDraft(db: Db, siteId: string, userId: string) {
  const rows = await db
    .select({ name: user.name, path: builderPresence.path, seenAt: builderPresence.seenAt })
    .from(builderPresence)
    .innerJoin(user, eq(user.id, builderPresence.userId))
    .where(
      and(
        eq(builderPresence.siteId, siteId),
        ne(builderPresence.userId, userId),
        gt(builderPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`),
      ),
    )
    .orderBy(asc(user.name));
  return rows.map((row) => ({ name: row.name, path: row.path, seenAt: row.seenAt.toISOString() }));
}

/**
 * Who else is in the website's draft (issue 26): PUT is the studio's heartbeat (and answers with the others),
 * DELETE says this staff member left. Staff of the request's own home only (scopeToStaff: 401 / 403 before
 * the body is read); the rows are per home, so another home's staff are never listed.
 */
export async function builderPresenceRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'edit the website');

  app.put(BUILDER_PRESENCE_API, { schema: { body: named(presenceBodySchema, 'presence'), response: { 200: presenceSchema } } }, async (request) => {
    const siteId = request.siteId;
    const userId = request.staffUser.id;
    await db
      .insert(builderPresence)
      .values({ siteId, userId, path: request.body.path })
      .onConflictDoUpdate({ target: [builderPresence.siteId, builderPresence.userId], set: { path: request.body.path, seenAt: sql`now()` } });
    return { others: await othersInDraft(db, siteId, userId) };
  });

  app.delete(BUILDER_PRESENCE_API, async (request, reply) => {
    await db.delete(builderPresence).where(and(eq(builderPresence.siteId, request.siteId), eq(builderPresence.userId, request.staffUser.id)));
    return reply.status(204).send();
  });
}
