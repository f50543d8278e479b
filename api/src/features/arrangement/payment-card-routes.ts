import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseIdSchema, casePaymentListSchema, casePaymentSchema, chargeBodySchema, paymentConnectSchema, paymentIdSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { scopeToCase } from '../case-core/case-scope';
import { conflict, ensureArrangement } from './arrangement-row';
import { statementOf } from './statement-of';
import { caseArrangements, casePayments } from './tables';
import type { PaymentProvider } from '../../lib/payment-provider';
import { claimReceipt, confirm, reserve } from './payment-charge';
import { paid, payerOf } from './payment-event';
import { createCardPayment, refreshPayment, sendAnswer } from './payment-settle';
import { toPayment } from './payment-shape';

const caseParams = named(z.object({ caseId: caseIdSchema }).strict(), 'case address');
const paymentParams = named(z.object({ caseId: caseIdSchema, paymentId: paymentIdSchema }).strict(), 'payment address');

/**
 * Card payments against the signed statement (SPEC §7 payments under a case), under
 * /api/family/cases/:caseId/payments (ADR 082). Order of work: validate, reserve a PENDING row under the
 * idempotency key (the balance checked with pending rows counted, under the case's money lock), create the
 * payment with the hosted fields' token (ADR 100), then confirm. The same key again answers with the first
 * result and never charges. A payment the bank must confirm answers 202 with its next action; the page then
 * calls /:paymentId/confirm, and the provider's webhook settles it either way.
 */
export async function cardPaymentRoutes(
  instance: FastifyInstance,
  { db, authService, payments }: { db: Db; authService: AuthService; payments: PaymentProvider },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  // The sandbox needs no onboarding; a real provider returns its connected account for this home.
  app.post('/connect', { schema: { params: caseParams, response: { 200: paymentConnectSchema } } }, async (request) => ({
    provider: payments.name,
    accountId: `acct_${request.caseContext.siteId}`,
    connected: true,
  }));

  app.get('', { schema: { params: caseParams, response: { 200: casePaymentListSchema } } }, async (request) => {
    const { caseId } = request.params;
    const rows = await db.select().from(casePayments).where(eq(casePayments.caseId, caseId)).orderBy(asc(casePayments.createdAt));
    const statement = await statementOf(db, request.caseContext.siteId, caseId);
    return { items: rows.map(toPayment), totalCents: statement.totals.totalCents, paidCents: statement.paidCents, balanceCents: statement.balanceCents };
  });

  app.get('/:paymentId', { schema: { params: paymentParams, response: { 200: casePaymentSchema } } }, async (request) => {
    const { caseId, paymentId } = request.params;
    const [row] = await db
      .select()
      .from(casePayments)
      .where(and(eq(casePayments.id, paymentId), eq(casePayments.caseId, caseId)))
      .limit(1);
    if (!row) throw notFound('We could not find this payment.');
    return toPayment(row);
  });

  app.post(
    '',
    {
      schema: {
        params: caseParams,
        body: named(chargeBodySchema, 'payment'),
        response: { 200: casePaymentSchema, 201: casePaymentSchema, 202: casePaymentSchema },
      },
    },
    async (request, reply) => {
      const { caseId } = request.params;
      const context = request.caseContext;
      const body = request.body;
      const arrangement = await ensureArrangement(db, context.siteId, caseId);
      // Early answer for the common case; reserve checks it again under the case's money lock.
      if (arrangement.status !== 'SIGNED') throw conflict('Payments open once the contract is signed.');
      const reserved = await reserve(db, { caseId, body, context, provider: payments.name });
      // The same key again: the first payment, as the provider sees it now (never a second charge).
      if (reserved.replay) return sendAnswer(reply, await refreshPayment(db, payments, context.siteId, reserved.row));

      const outcome = await createCardPayment(payments, request.log, {
        reserved: reserved.row,
        token: body.paymentToken,
        description: `Funeral arrangements for ${context.caseRow.fullName}`,
      });
      const confirmed = await confirm(db, { siteId: context.siteId, reserved: reserved.row, outcome });
      // Mailed once, whichever answer settles it first (this one, the page's confirm, or a webhook).
      if (confirmed.status === 'APPROVED' && (await claimReceipt(db, confirmed.id))) {
        await app.notify.money(request, {
          kind: 'CASE_PAYMENT',
          caseRow: context.caseRow,
          payer: payerOf(confirmed),
          by: context.user.name,
          ...paid(confirmed),
        });
      }
      await db.update(caseArrangements).set({ updatedAt: new Date() }).where(eq(caseArrangements.caseId, caseId));
      return sendAnswer(reply, { row: confirmed, nextAction: outcome.status === 'requires_action' ? outcome.nextAction : null });
    },
  );

  // After the bank's step (3-D Secure) or while the provider is processing: the page asks, we ask the provider.
  app.post(
    '/:paymentId/confirm',
    { schema: { params: paymentParams, response: { 201: casePaymentSchema, 202: casePaymentSchema } } },
    async (request, reply) => {
      const { caseId, paymentId } = request.params;
      const context = request.caseContext;
      const [row] = await db
        .select()
        .from(casePayments)
        .where(and(eq(casePayments.id, paymentId), eq(casePayments.caseId, caseId)))
        .limit(1);
      if (!row || row.method !== 'CARD') throw notFound('We could not find this payment.');
      const answer = await refreshPayment(db, payments, context.siteId, row);
      const settled = answer.row;
      if (settled.status === 'APPROVED' && (await claimReceipt(db, settled.id))) {
        await app.notify.money(request, { kind: 'CASE_PAYMENT', caseRow: context.caseRow, payer: payerOf(settled), by: settled.paidByName, ...paid(settled) });
      }
      return sendAnswer(reply, answer);
    },
  );
}
