import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { arrangementSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth/service';
import { requireLead } from '../case-core/case-context';
import { scopeToCase } from '../case-core/case-scope';
import { arrangementOf, refuseUnfinishable } from './finishing';
import { caseParams } from './params';
import { priceArrangement } from './price-arrangement';
import { requireOpen } from './arrangement-row';
import { caseArrangements } from './tables';
import { advanceTask } from './task-progress';

/** The case's arrangement and its review's "Finish", under /api/family/arrangements/:caseId (ADR 082). */
export async function reviewRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  app.get('', { schema: { params: caseParams, response: { 200: arrangementSchema } } }, async (request) =>
    arrangementOf(db, request.caseContext, request.params.caseId),
  );

  // Our own call: the review's "Finish". The same rule as the page (SPEC §4), refused with its reasons.
  app.post('/finish', { schema: { params: caseParams, response: { 200: arrangementSchema } } }, async (request) => {
    const { caseId } = request.params;
    const context = request.caseContext;
    requireLead(context, 'finish the arrangements');
    const priced = await priceArrangement(db, context.siteId, caseId);
    requireOpen(priced.row);
    refuseUnfinishable(priced);
    await db.update(caseArrangements).set({ status: 'FINISHED', finishedAt: new Date(), updatedAt: new Date() }).where(eq(caseArrangements.caseId, caseId));
    await advanceTask(db, caseId, 'arrangements', 'COMPLETE');
    return arrangementOf(db, context, caseId);
  });
}
