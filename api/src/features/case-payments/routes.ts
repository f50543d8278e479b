import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caseIdSchema, casePaymentListSchema, casePaymentSchema, chargeBodySchema, paymentConnectSchema, paymentIdSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { HttpError, notFound } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { conflict, ensureArrangement, statementOf } from '../arrangements/queries';
import { caseArrangements, casePayments } from '../arrangements/tables';
import { advanceTask } from '../arrangements/task-progress';
import { requireCase } from '../case-core/case-context';
import { newPaymentId, toPayment, type PaymentRow } from './payment-shape';
import { staffPaymentRoutes, type ReceiptMailer } from './staff-routes';
import { DECLINE_MESSAGES, type DeclineReason, type PaymentProvider } from '../payments/payment-provider';
import { notices } from '../case-core/notices';

const caseParams = z.object({ caseId: caseIdSchema }).strict();
const paymentParams = z.object({ caseId: caseIdSchema, paymentId: paymentIdSchema }).strict();

// Card payments against the signed statement (SPEC §7 payments under a case). Order of work: validate,
// reserve a PENDING row under the idempotency key (the balance checked with pending rows counted, under a
// row lock), charge, then confirm. The same key again answers with the first result and never charges.
export async function casePaymentRoutes(
  app: FastifyInstance,
  { db, authService, payments, mailer }: { db: Db; authService: AuthService; payments: PaymentProvider; mailer: ReceiptMailer },
) {
  const BASE = '/api/family/cases/:caseId/payments';
  // Staff's calls (issue 25): offline payments and refunds, with route schemas and the case scope.
  await app.register(staffPaymentRoutes, { prefix: BASE, db, authService, payments, mailer });

  app.post(`${BASE}/connect`, async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    // The sandbox needs no onboarding; a real provider returns its connected account for this home.
    return checked(paymentConnectSchema, { provider: payments.name, accountId: `acct_${context.siteId}`, connected: true }, 'payment account');
  });

  app.get(BASE, async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    const rows = await db.select().from(casePayments).where(eq(casePayments.caseId, caseId)).orderBy(asc(casePayments.createdAt));
    const statement = await statementOf(db, context.siteId, caseId);
    return checked(
      casePaymentListSchema,
      { items: rows.map(toPayment), totalCents: statement.totals.totalCents, paidCents: statement.paidCents, balanceCents: statement.balanceCents },
      'payments',
    );
  });

  app.get(`${BASE}/:paymentId`, async (request) => {
    const { caseId, paymentId } = validateParams(paymentParams, request.params, 'payment address');
    await requireCase(db, authService, request, caseId);
    const [row] = await db
      .select()
      .from(casePayments)
      .where(and(eq(casePayments.id, paymentId), eq(casePayments.caseId, caseId)))
      .limit(1);
    if (!row) throw notFound('We could not find this payment.');
    return checked(casePaymentSchema, toPayment(row), 'payment');
  });

  app.post(BASE, async (request, reply) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    const body = validate(chargeBodySchema, request.body, 'payment');
    const [month, year] = body.card.expiry.split('/').map(Number) as [number, number];
    const now = new Date();
    if (2000 + year < now.getUTCFullYear() || (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
      throw new HttpError(400, 'This card has expired.', { 'card.expiry': 'This card has expired.' });
    }
    const arrangement = await ensureArrangement(db, context.siteId, caseId);
    if (arrangement.status !== 'SIGNED') throw conflict('Payments open once the contract is signed.');

    // Reserve: one transaction, the arrangement row locked, so two charges at once cannot both pass the
    // balance check.
    const reserved = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT case_id FROM case_arrangement WHERE case_id = ${caseId} FOR UPDATE`);
      const [existing] = await tx
        .select()
        .from(casePayments)
        .where(and(eq(casePayments.caseId, caseId), eq(casePayments.idempotencyKey, body.idempotencyKey)))
        .limit(1);
      if (existing) return { row: existing, replay: true };
      const [committed] = await tx
        .select({ total: sql<number>`coalesce(sum(${casePayments.amountCents}), 0)::int` })
        .from(casePayments)
        .where(and(eq(casePayments.caseId, caseId), sql`${casePayments.status} IN ('APPROVED', 'PENDING')`));
      const total = arrangement.statementSnapshot!.totals.totalCents;
      const open = total - (committed?.total ?? 0);
      if (body.amountCents > open) {
        throw new HttpError(
          open <= 0 ? 409 : 400,
          open <= 0 ? 'Nothing is due on this statement.' : `The most you can pay now is the balance due.`,
          open <= 0 ? undefined : { amountCents: `Cannot exceed ${open}` },
        );
      }
      const [row] = await tx
        .insert(casePayments)
        .values({
          id: newPaymentId(),
          caseId,
          idempotencyKey: body.idempotencyKey,
          amountCents: body.amountCents,
          status: 'PENDING',
          provider: payments.name,
          paidBy: context.user.id,
          paidByName: context.user.name,
        })
        .returning();
      return { row: row!, replay: false };
    });

    if (reserved.replay) return answer(reply, reserved.row);

    const result = await payments.charge({
      amountCents: body.amountCents,
      currency: 'USD',
      // The provider dedupes on it too: a retry after a lost answer never charges twice.
      idempotencyKey: `case-payment:${reserved.row.id}`,
      description: `Funeral arrangements for ${context.caseRow.fullName}`,
      card: { number: body.card.cardNumber, expMonth: month, expYear: 2000 + year, cvc: body.card.cvc, nameOnCard: body.card.nameOnCard },
    });
    let confirmed: PaymentRow;
    if (result.status === 'approved') {
      const statement = await statementOf(db, context.siteId, caseId);
      [confirmed] = (await db
        .update(casePayments)
        .set({
          status: 'APPROVED',
          reference: result.reference,
          brand: result.brand,
          last4: result.last4,
          balanceAfterCents: statement.totals.totalCents - statement.paidCents - body.amountCents,
        })
        .where(eq(casePayments.id, reserved.row.id))
        .returning()) as [PaymentRow];
      if (confirmed.balanceAfterCents !== null && confirmed.balanceAfterCents <= 0) await advanceTask(db, caseId, 'statement', 'COMPLETE');
      await app.notify.familyUsers(
        request,
        [context.user.id],
        notices.paymentReceipt(context.caseRow, confirmed.amountCents, confirmed.reference, confirmed.balanceAfterCents),
      );
      await app.notify.staff(request, 'PAYMENT_RECEIVED', notices.paymentReceived(context.caseRow, context.user.name, confirmed.amountCents));
    } else {
      [confirmed] = (await db
        .update(casePayments)
        .set({ status: 'DECLINED', brand: result.brand, last4: result.last4, declineReason: result.reason })
        .where(eq(casePayments.id, reserved.row.id))
        .returning()) as [PaymentRow];
    }
    await db.update(caseArrangements).set({ updatedAt: new Date() }).where(eq(caseArrangements.caseId, caseId));
    return answer(reply, confirmed, 201);
  });
}

function answer(reply: { code(status: number): unknown }, row: PaymentRow, created = 200) {
  if (row.status === 'DECLINED') {
    const message = DECLINE_MESSAGES[row.declineReason as DeclineReason] ?? DECLINE_MESSAGES.card_declined;
    throw new HttpError(402, message, { 'card.cardNumber': message });
  }
  if (row.status === 'PENDING') throw new HttpError(409, 'This payment is still being processed. Please wait a moment.');
  reply.code(created);
  return checked(casePaymentSchema, toPayment(row), 'payment');
}
