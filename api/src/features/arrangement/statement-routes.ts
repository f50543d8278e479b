import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseIdSchema, statementDisclosures, statementPdfQuerySchema, statementSchema, type Statement } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { requireCase, type CaseContext } from '../case-core/case-context';
import { scopeToCase } from '../case-core/case-scope';
import { companyOf } from './company';
import { caseParams } from './params';
import { ensureArrangement } from './arrangement-row';
import { paidCents, statementOf } from './statement-of';
import { renderStatementPdf } from './statement-pdf';
import { arrStatementTemplates, caseStatementRevisions } from './tables';

/**
 * The case's statement (Family cases group), under /api/family/cases/:caseId (ADR 082):
 * - GET statement: the live statement, or the signed one with what is paid;
 * - GET statement/pdf[?revision=n] (issue 11, ADR 060): the same as a PDF download; an earlier signed
 *   revision by number.
 */
export async function caseStatementRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  app.get('/statement', { schema: { params: caseParams, response: { 200: statementSchema } } }, async (request) =>
    statementOf(db, request.caseContext.siteId, request.params.caseId),
  );

  app.get('/statement/pdf', { schema: { params: caseParams, querystring: named(statementPdfQuerySchema, 'statement query') } }, async (request, reply) => {
    const { caseId } = request.params;
    const { pdf, filename } = await statementPdfOf(db, request.caseContext, caseId, request.query.revision);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}

/**
 * The case's statement as a PDF, with its file name: the current one, or an earlier signed revision by number.
 * The download and the purchaser's mailed copy (issue 39) are the same file.
 */
export async function statementPdfOf(db: Db, context: Pick<CaseContext, 'siteId' | 'caseRow'>, caseId: number, revision?: number) {
  const row = await ensureArrangement(db, context.siteId, caseId);
  const number = revision ?? row.revision;
  const { statement, purchaser } =
    number === row.revision
      ? { statement: await statementOf(db, context.siteId, caseId), purchaser: row.purchaser }
      : await earlierRevision(db, caseId, number);
  const [template] = await db.select().from(arrStatementTemplates).where(eq(arrStatementTemplates.revisionId, statement.templateRevisionId)).limit(1);
  const pdf = await renderStatementPdf({
    statement,
    title: template?.title ?? 'Statement of Funeral Goods and Services Selected',
    disclosures: statementDisclosures(template?.disclosures ?? []),
    personName: context.caseRow.fullName,
    purchaser: purchaser ? { name: purchaser.name, relationship: purchaser.relationship } : null,
    company: await companyOf(db, context.siteId),
    revision: number,
  });
  return { pdf, filename: `statement-${context.caseRow.nameSlug}${number > 1 ? `-revision-${number}` : ''}.pdf` };
}

/** An earlier signed revision as it stood when it was replaced: the payments made by then. */
async function earlierRevision(db: Db, caseId: number, number: number) {
  const [earlier] = await db
    .select()
    .from(caseStatementRevisions)
    .where(and(eq(caseStatementRevisions.caseId, caseId), eq(caseStatementRevisions.revision, number)))
    .limit(1);
  if (!earlier) throw notFound('We could not find this revision of the statement.');
  const paid = await paidCents(db, caseId, earlier.supersededAt);
  const snapshot = earlier.statementSnapshot;
  const statement: Statement = {
    ...snapshot,
    status: 'SIGNED',
    paidCents: paid,
    balanceCents: snapshot.totals.totalCents - paid,
    countersignature: earlier.countersignature,
  };
  return { statement, purchaser: earlier.purchaser };
}

const statementQuery = named(z.object({ caseId: caseIdSchema }).strict(), 'statement query');

/**
 * The arrangements group's statement read (SPEC §7: "their paths follow the contract calls"):
 * GET /api/family/arrangements/statement?caseId=… — the same body as the case's GET statement. The case is
 * in the query, not the path, so the case scope (a path hook) cannot find it: the handler asks itself.
 */
export async function statementByQueryRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/statement', { schema: { querystring: statementQuery, response: { 200: statementSchema } } }, async (request) => {
    const { caseId } = request.query;
    const context = await requireCase(db, authService, request, caseId);
    return statementOf(db, context.siteId, caseId);
  });
}
