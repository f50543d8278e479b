import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractDetailsBodySchema, contractSchema, SIGNATURE_MESSAGES, sameName, type Statement } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { recordCaseEvent } from '../case-core/case-history';
import type { CaseContext } from '../case-core/case-context';
import { scopeToCase } from '../case-core/case-scope';
import { refuseUnfinishable } from './finishing';
import { caseParams } from './params';
import { conflict, ensureArrangement, requireOpen } from './arrangement-row';
import { contractOf, liveStatement } from './statement-of';
import { priceArrangement } from './price-arrangement';
import { requireOwnName, requireSigner } from './signer';
import { caseArrangements } from './tables';
import { advanceTask } from './task-progress';

/** The family's contract: read it, fill in purchaser and details, sign. Under /api/family/arrangements/:caseId (ADR 082). */
export async function signingRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  app.get('/contract', { schema: { params: caseParams, response: { 200: contractSchema } } }, async (request) =>
    contractOf(db, request.caseContext.siteId, request.params.caseId),
  );

  app.post(
    '/contract/details',
    { schema: { params: caseParams, body: named(contractDetailsBodySchema, 'contract details'), response: { 200: contractSchema } } },
    async (request) => {
      const { caseId } = request.params;
      const context = request.caseContext;
      const body = request.body;
      const row = await ensureArrangement(db, context.siteId, caseId);
      requireOpen(row);
      if (body.signature) {
        // The signer (the primary contact, or the member they named): a helper only when named.
        await requireSigner(db, context, row);
        requireOwnName(context, body.signature.typedName);
      }
      const changes: Partial<typeof caseArrangements.$inferInsert> = { updatedAt: new Date() };
      if (body.purchaser) changes.purchaser = body.purchaser;
      if (body.details) changes.details = body.details;
      if (body.signature) changes.signature = { typedName: body.signature.typedName, consentAt: new Date().toISOString(), userId: context.user.id };
      // New purchaser or details after finishing: review again. A signature alone keeps the status.
      if ((body.purchaser || body.details) && row.status === 'FINISHED') {
        changes.status = 'OPEN';
        changes.finishedAt = null;
      }
      await db.update(caseArrangements).set(changes).where(eq(caseArrangements.caseId, caseId));
      return contractOf(db, context.siteId, caseId);
    },
  );

  // Sign: the finishing rule again, a typed name and consent on file; then the statement is frozen.
  app.post('/contract/submit', { schema: { params: caseParams, response: { 200: contractSchema } } }, async (request) => {
    const { caseId } = request.params;
    const context = request.caseContext;
    const priced = await priceArrangement(db, context.siteId, caseId);
    await requireSigner(db, context, priced.row);
    requireOpen(priced.row);
    refuseUnfinishable(priced);
    if (priced.row.status !== 'FINISHED')
      throw conflict('Please review and finish the arrangements before signing.', { review: 'Please review and finish the arrangements before signing.' });
    // Only the signer's own typed name seals: one typed by someone else before a new signer was named
    // (or before the account's name changed) is typed again.
    const signature = priced.row.signature;
    if (!signature || signature.userId !== context.user.id || !sameName(signature.typedName, context.user.name))
      throw conflict(SIGNATURE_MESSAGES.retype, { signature: SIGNATURE_MESSAGES.retype });
    const signedAt = new Date();
    const ip = request.ip;
    const userAgent = String(request.headers['user-agent'] ?? 'unknown').slice(0, 300);
    // Guarded on the status so two submits at once sign once.
    const updated = await db.transaction(async (tx) => {
      const rows = await tx
        .update(caseArrangements)
        .set({
          status: 'SIGNED',
          signedAt,
          signedBy: context.user.id,
          signedIp: ip,
          signedUserAgent: userAgent,
          statementSnapshot: signedSnapshot(priced, context, signature.typedName, signedAt, { ip, userAgent }) as Statement,
          updatedAt: signedAt,
        })
        .where(and(eq(caseArrangements.caseId, caseId), eq(caseArrangements.status, 'FINISHED')))
        .returning({ caseId: caseArrangements.caseId });
      if (rows.length > 0)
        await recordCaseEvent(tx as unknown as Db, request, caseId, {
          kind: 'contract.signed',
          summary: `Signed the contract (revision ${priced.row.revision}) as ${signature.typedName}`,
        });
      return rows;
    });
    if (updated.length === 0) throw conflict('The contract changed while signing. Please review it again.');
    await advanceTask(db, caseId, 'statement', 'IN_PROGRESS');
    await app.notify.money(request, {
      kind: 'CONTRACT_SIGNED',
      caseRow: context.caseRow,
      signer: { userId: context.user.id, name: context.user.name },
      totalCents: liveStatement(priced).totals.totalCents,
    });
    return contractOf(db, context.siteId, caseId);
  });
}

/** The statement as signed, with who signed it, from where and on which revision and template. */
function signedSnapshot(
  priced: Awaited<ReturnType<typeof priceArrangement>>,
  context: CaseContext,
  typedName: string,
  signedAt: Date,
  from: { ip: string; userAgent: string },
): Omit<Statement, 'paidCents' | 'balanceCents'> {
  const live = liveStatement(priced);
  return {
    ...live,
    status: 'SIGNED',
    signedAt: signedAt.toISOString(),
    signedName: typedName,
    signing: {
      userId: context.user.id,
      accountName: context.user.name,
      typedName,
      signedAt: signedAt.toISOString(),
      ...from,
      contractRevision: priced.row.revision,
      templateRevisionId: live.templateRevisionId,
    },
  };
}
