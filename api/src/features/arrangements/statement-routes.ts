import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caseIdSchema, contractRevisionListSchema, statementPdfQuerySchema, type Statement } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { notFound } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { requireCase } from '../case-core/case-context';
import { companyOf } from './company';
import { conflict, contractOf, currentTemplate, ensureArrangement, paidCents, statementOf } from './queries';
import { renderStatementPdf } from './statement-pdf';
import { arrStatementTemplates, caseArrangements, caseStatementRevisions } from './tables';
import { reopenTask } from './task-progress';
import { notices } from '../case-core/notices';

const caseParams = z.object({ caseId: caseIdSchema }).strict();

/**
 * The statement as a document and the contract's revisions (issue 11, ADR 060):
 * - GET /api/family/cases/{caseId}/statement/pdf[?revision=n]: the statement as a PDF download, with the
 *   same checks as GET statement (site, account, case membership); an earlier signed revision by number.
 * - GET /api/family/arrangements/{caseId}/contract/revisions: the signed statements a revision replaced.
 * - POST /api/family/arrangements/{caseId}/contract/revisions: staff of the home open a new revision of a
 *   signed contract. The signed statement is kept as it was signed; the family chooses and signs again.
 */
export function registerStatementRoutes(app: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  app.get('/api/family/cases/:caseId/statement/pdf', async (request, reply) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const { revision } = validate(statementPdfQuerySchema, request.query, 'statement query');
    const context = await requireCase(db, authService, request, caseId);
    const row = await ensureArrangement(db, context.siteId, caseId);
    let statement: Statement;
    let purchaser = row.purchaser;
    const number = revision ?? row.revision;
    if (number === row.revision) {
      statement = await statementOf(db, context.siteId, caseId);
    } else {
      const [earlier] = await db
        .select()
        .from(caseStatementRevisions)
        .where(and(eq(caseStatementRevisions.caseId, caseId), eq(caseStatementRevisions.revision, number)))
        .limit(1);
      if (!earlier) throw notFound('We could not find this revision of the statement.');
      // As it stood when the revision was replaced: the payments made by then.
      const paid = await paidCents(db, caseId, earlier.supersededAt);
      const snapshot = earlier.statementSnapshot;
      statement = {
        ...snapshot,
        status: 'SIGNED',
        paidCents: paid,
        balanceCents: snapshot.totals.totalCents - paid,
        countersignature: earlier.countersignature,
      };
      purchaser = earlier.purchaser;
    }
    const [template] = await db.select().from(arrStatementTemplates).where(eq(arrStatementTemplates.revisionId, statement.templateRevisionId)).limit(1);
    const pdf = await renderStatementPdf({
      statement,
      title: template?.title ?? 'Statement of Funeral Goods and Services Selected',
      disclosures: template?.disclosures ?? [],
      personName: context.caseRow.fullName,
      purchaser: purchaser ? { name: purchaser.name, relationship: purchaser.relationship } : null,
      company: await companyOf(db, context.siteId),
      revision: number,
    });
    const filename = `statement-${context.caseRow.nameSlug}${number > 1 ? `-revision-${number}` : ''}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get('/api/family/arrangements/:caseId/contract/revisions', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    const row = await ensureArrangement(db, context.siteId, caseId);
    const earlier = await db
      .select()
      .from(caseStatementRevisions)
      .where(eq(caseStatementRevisions.caseId, caseId))
      .orderBy(asc(caseStatementRevisions.revision));
    return checked(
      contractRevisionListSchema,
      {
        current: row.revision,
        items: earlier.map((entry) => ({
          revision: entry.revision,
          signedAt: entry.signedAt.toISOString(),
          signedName: entry.statementSnapshot.signedName,
          totalCents: entry.statementSnapshot.totals.totalCents,
          supersededAt: entry.supersededAt.toISOString(),
        })),
      },
      'contract revisions',
    );
  });

  // "A revision needs the funeral home": staff of this site only (401 signed out, 403 a family member,
  // a helper or another home's staff), on a case of this site (404 otherwise), of a signed contract (409).
  app.post('/api/family/arrangements/:caseId/contract/revisions', async (request, reply) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const staff = await authService.requireStaff(request, 'open a new revision of a signed contract');
    const context = await requireCase(db, authService, request, caseId);
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
      await tx.insert(caseStatementRevisions).values({
        caseId,
        revision: row.revision,
        statementSnapshot: row.statementSnapshot,
        purchaser: row.purchaser,
        signedAt: row.signedAt,
        signedBy: row.signedBy,
        supersededAt: now,
        supersededBy: staff.id,
        countersignature: row.countersignature,
      });
      // The lines, package, purchaser and details stay for the family to change; the signature does not.
      await tx
        .update(caseArrangements)
        .set({
          status: 'OPEN',
          revision: row.revision + 1,
          revisionOpenedAt: now,
          revisionOpenedBy: staff.id,
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
      return row.revision + 1;
    });
    await reopenTask(db, caseId, 'arrangements');
    await reopenTask(db, caseId, 'statement');
    await app.notify.familyOfCase(request, caseId, notices.contractRevisionOpened(context.caseRow));
    reply.code(201);
    request.log.info({ caseId, revision: opened }, 'contract revision opened');
    return contractOf(db, context.siteId, caseId);
  });
}
