import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractChangesSchema, contractRevisionListSchema, contractSchema, statementChanges } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth/service';
import { recordCaseEvent } from '../case-core/case-history';
import { notices } from '../case-core/notices';
import { scopeToCase } from '../case-core/case-scope';
import { scopeToStaff } from '../case-core/staff-scope';
import { caseParams } from './params';
import { conflict, currentTemplate, ensureArrangement } from './arrangement-row';
import { contractOf, liveStatement } from './statement-of';
import { priceArrangement } from './price-arrangement';
import { caseArrangements, caseStatementRevisions } from './tables';
import { reopenTask } from './task-progress';

type Deps = { db: Db; authService: AuthService };

/**
 * GET /api/family/arrangements/{caseId}/contract/revisions: the signed statements a revision replaced
 * (issue 11, ADR 060), for the family and staff of the case.
 */
export async function contractRevisionRoutes(instance: FastifyInstance, { db, authService }: Deps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  app.get('/contract/revisions', { schema: { params: caseParams, response: { 200: contractRevisionListSchema } } }, async (request) => {
    const { caseId } = request.params;
    const row = await ensureArrangement(db, request.caseContext.siteId, caseId);
    const earlier = await db
      .select()
      .from(caseStatementRevisions)
      .where(eq(caseStatementRevisions.caseId, caseId))
      .orderBy(asc(caseStatementRevisions.revision));
    return {
      current: row.revision,
      items: earlier.map((entry) => ({
        revision: entry.revision,
        signedAt: entry.signedAt.toISOString(),
        signedName: entry.statementSnapshot.signedName,
        totalCents: entry.statementSnapshot.totals.totalCents,
        supersededAt: entry.supersededAt.toISOString(),
      })),
    };
  });

  // Issue 39 point 4: what this revision changes from the signed one it replaces (the family reads it before
  // signing again; staff see it in the studio). The current revision as signed, or as it stands while open.
  app.get('/contract/changes', { schema: { params: caseParams, response: { 200: contractChangesSchema } } }, async (request) => {
    const { caseId } = request.params;
    const priced = await priceArrangement(db, request.caseContext.siteId, caseId);
    const { row } = priced;
    const [earlier] = await db
      .select({ snapshot: caseStatementRevisions.statementSnapshot })
      .from(caseStatementRevisions)
      .where(and(eq(caseStatementRevisions.caseId, caseId), eq(caseStatementRevisions.revision, row.revision - 1)))
      .limit(1);
    if (!earlier) return { revision: row.revision, comparedWith: null, changes: [] };
    return {
      revision: row.revision,
      comparedWith: row.revision - 1,
      changes: statementChanges(earlier.snapshot, row.statementSnapshot ?? liveStatement(priced)),
    };
  });
}

/**
 * POST /api/family/arrangements/{caseId}/contract/revisions: staff of the home open a new revision of a
 * signed contract. The signed statement is kept as it was signed; the family chooses and signs again.
 * "A revision needs the funeral home": staff first (401 signed out, 403 a family member, a helper or
 * another home's staff, of any case), then the case of this site (404), of a signed contract (409).
 */
export async function openContractRevisionRoutes(instance: FastifyInstance, { db, authService }: Deps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'open a new revision of a signed contract');
  scopeToCase(app, { db, authService });

  app.post('/contract/revisions', { schema: { params: caseParams, response: { 201: contractSchema } } }, async (request, reply) => {
    const { caseId } = request.params;
    const context = request.caseContext;
    // The new revision is priced on the home's current statement template (tax rate, disclosures).
    const template = await currentTemplate(db, context.siteId);
    const opened = await db.transaction(async (tx) => {
      // Locked, so two staff opening a revision at once (or a payment in flight) see one state.
      await tx.execute(sql`SELECT case_id FROM case_arrangement WHERE case_id = ${caseId} FOR UPDATE`);
      const [row] = await tx.select().from(caseArrangements).where(eq(caseArrangements.caseId, caseId)).limit(1);
      if (!row || row.status !== 'SIGNED' || !row.statementSnapshot || !row.signedAt) {
        throw conflict('Only a signed contract can be revised. The family can still change this one.');
      }
      const now = new Date();
      const { revision, statementSnapshot, purchaser, signedAt, signedBy, countersignature } = row;
      await tx.insert(caseStatementRevisions).values({
        caseId,
        revision,
        statementSnapshot,
        purchaser,
        signedAt,
        signedBy,
        supersededAt: now,
        supersededBy: request.staffUser.id,
        countersignature,
      });
      // The lines, package, purchaser and details stay for the family to change; the signature does not.
      await tx
        .update(caseArrangements)
        .set({
          status: 'OPEN',
          revision: revision + 1,
          revisionOpenedAt: now,
          revisionOpenedBy: request.staffUser.id,
          templateRevisionId: template.revisionId,
          statementSnapshot: null,
          signature: null,
          signedAt: null,
          signedBy: null,
          signedIp: null,
          signedUserAgent: null,
          countersignature: null,
          finishedAt: null,
          updatedAt: now,
        })
        .where(eq(caseArrangements.caseId, caseId));
      await recordCaseEvent(tx as unknown as Db, request, caseId, {
        kind: 'contract.revised',
        summary: 'Opened a new revision of the signed contract',
        before: `Revision ${revision}, signed`,
        after: `Revision ${revision + 1}, open`,
      });
      return revision + 1;
    });
    await reopenTask(db, caseId, 'arrangements');
    await reopenTask(db, caseId, 'statement');
    await app.notify.familyOfCase(request, caseId, notices.contractRevisionOpened(context.caseRow));
    reply.code(201);
    request.log.info({ caseId, revision: opened }, 'contract revision opened');
    return contractOf(db, context.siteId, caseId);
  });
}
