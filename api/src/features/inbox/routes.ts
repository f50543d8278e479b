import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inboxCaseLinkSchema, inboxDetailSchema, inboxItemIdSchema, inboxListSchema, inboxQuerySchema, inboxUpdateSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { familyCases } from '../case-core/tables';
import { scopeToStaff } from '../case-core/staff-scope';
import type { KeepPlanInCase } from '../case-core/plan-for-case';
import { inboxDetail, isHomeStaff, listInbox, parseItemId, planForCase } from './queries';
import { inboxItemStates } from './tables';

const itemParams = named(z.object({ itemId: inboxItemIdSchema }).strict(), 'inbox address');
const oneItem = { 200: inboxDetailSchema };
const NOT_STAFF = 'Please choose a member of this funeral home’s staff';
const NOT_A_CASE = 'Please choose one of this funeral home’s cases';

/**
 * The staff inbox (issue 24 §4): plan-now submissions and contact messages, newest first, with a status and
 * who has it. Turning a plan or a message into a case goes through the cases desk's own create (POST /api/staff/cases, with
 * its duplicate warning and invitation mail); the inbox then records the case here, and a plan's answers go into
 * the case through `keepPlanInCase` (the case's details own that; server.ts passes it in).
 */
export async function staffInboxRoutes(
  instance: FastifyInstance,
  { db, authService, keepPlanInCase }: { db: Db; authService: AuthService; keepPlanInCase: KeepPlanInCase },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'read the inbox');

  app.get('/api/staff/inbox', { schema: { querystring: named(inboxQuerySchema, 'inbox filter'), response: { 200: inboxListSchema } } }, async (request) =>
    listInbox(db, request.siteId, request.query.status, request.query.page),
  );

  app.get('/api/staff/inbox/:itemId', { schema: { params: itemParams, response: oneItem } }, async (request) =>
    inboxDetail(db, request.siteId, request.params.itemId),
  );

  // Status and who has it, in one write (the page saves both together).
  app.put('/api/staff/inbox/:itemId', { schema: { params: itemParams, body: named(inboxUpdateSchema, 'inbox item'), response: oneItem } }, async (request) => {
    const { siteId } = request;
    const { itemId } = request.params;
    await inboxDetail(db, siteId, itemId);
    const { status, assigneeId } = request.body;
    if (assigneeId && !(await isHomeStaff(db, siteId, assigneeId))) {
      throw badRequest(`Please check the inbox item: assigneeId (${NOT_STAFF}).`, { assigneeId: NOT_STAFF });
    }
    await saveState(db, siteId, itemId, { status, assigneeId: assigneeId || null });
    return inboxDetail(db, siteId, itemId);
  });

  // The case made from this item (a plan or a message): the item is done and links to it.
  app.post(
    '/api/staff/inbox/:itemId/case',
    { schema: { params: itemParams, body: named(inboxCaseLinkSchema, 'case link'), response: oneItem } },
    async (request) => {
      const { siteId } = request;
      const { itemId } = request.params;
      await inboxDetail(db, siteId, itemId);
      const { caseId } = request.body;
      const [found] = await db
        .select({ id: familyCases.id })
        .from(familyCases)
        .where(and(eq(familyCases.id, caseId), eq(familyCases.siteId, siteId)));
      if (!found) throw badRequest(`Please check the case link: caseId (${NOT_A_CASE}).`, { caseId: NOT_A_CASE });
      // A plan's every answer goes with it into the case (issue 36 §4), before the item counts as done: a
      // failure here leaves the item open to link again (keeping is idempotent).
      const plan = await planForCase(db, siteId, itemId, caseId, request.staffUser.id);
      if (plan) await keepPlanInCase(db, plan);
      await saveState(db, siteId, itemId, { status: 'DONE', caseId });
      return inboxDetail(db, siteId, itemId);
    },
  );
}

async function saveState(db: Db, siteId: string, itemId: string, set: Partial<typeof inboxItemStates.$inferInsert>) {
  const { source, id } = parseItemId(itemId);
  const updatedAt = new Date();
  await db
    .insert(inboxItemStates)
    .values({ siteId, source, itemId: id, ...set, updatedAt })
    .onConflictDoUpdate({ target: [inboxItemStates.source, inboxItemStates.itemId], set: { ...set, updatedAt } });
}
