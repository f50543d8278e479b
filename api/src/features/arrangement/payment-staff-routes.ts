import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseIdSchema, casePaymentSchema, formatCents, offlinePaymentBodySchema, paymentIdSchema, refundBodySchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import { ensureArrangement } from './arrangement-row';
import { statementOf } from './statement-of';
import { lockCaseMoney, takenCents } from './money-lock';
import { casePaymentRefunds, casePayments } from './tables';
import type { AuthService } from '../auth/service';
import { scopeToCase } from '../case-core/case-scope';
import type { PaymentProvider } from '../../lib/payment-provider';
import { paid, payerOf } from './payment-event';
import { newPaymentId, toPayment } from './payment-shape';
import { recordCaseEvent } from '../case-core/case-history';

const caseParams = named(z.object({ caseId: caseIdSchema }).strict(), 'case address');
const paymentParams = named(z.object({ caseId: caseIdSchema, paymentId: paymentIdSchema }).strict(), 'payment address');

/**
 * Case payments staff act on (issue 25 point 5), under /api/family/cases/:caseId/payments (ADR 082):
 * - POST offline: a cash or check payment taken at the home (a check with its number);
 * - POST {paymentId}/refund: all or part of what is left of a payment, a card through the provider.
 * Staff of this home only; the balance follows (paid less refunded); each is a money event (app.notify.money):
 * the payer and the primary contact get a receipt, staff who chose it a notice.
 * The family's own list (GET payments) shows every one of them to staff too.
 */
export async function staffPaymentRoutes(
  instance: FastifyInstance,
  { db, authService, payments }: { db: Db; authService: AuthService; payments: PaymentProvider },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  app.post(
    '/offline',
    { schema: { params: caseParams, body: named(offlinePaymentBodySchema, 'payment'), response: { 201: casePaymentSchema } } },
    async (request, reply) => {
      const { caseId } = request.params;
      const context = request.caseContext;
      const staff = await authService.requireStaff(request, 'record a payment');
      const { method, amountCents, reference, idempotencyKey } = request.body;
      // The same recording sent again (double click, a retry after a lost answer) answers with the first one:
      // a check is never counted twice. Without a key every recording is its own.
      const key = idempotencyKey ? `offline-${idempotencyKey}` : `offline-${randomBytes(12).toString('hex')}`;
      await ensureArrangement(db, context.siteId, caseId);
      // Under the case's money lock (money-lock.ts): the key, the balance check and the insert in one
      // transaction, so two different recordings at two desks (or a card payment at the same moment) can never
      // together take more than is due, and the same key sent twice at once finds the first.
      const recorded = await db.transaction(async (tx) => {
        await lockCaseMoney(tx, caseId);
        const [earlier] = await tx
          .select()
          .from(casePayments)
          .where(and(eq(casePayments.caseId, caseId), eq(casePayments.idempotencyKey, key)))
          .limit(1);
        if (earlier) return { row: earlier, fresh: false };
        const before = await statementOf(tx, context.siteId, caseId);
        // What is due less card payments still being charged (pending), which already hold their share.
        const open = before.totals.totalCents - (await takenCents(tx, caseId));
        if (amountCents > open) {
          const message = `The balance due is ${formatCents(Math.max(open, 0))}.`;
          throw badRequest(message, { amountCents: message });
        }
        const [row] = await tx
          .insert(casePayments)
          .values({
            id: newPaymentId(),
            caseId,
            idempotencyKey: key,
            amountCents,
            status: 'APPROVED',
            provider: 'offline',
            method,
            reference: reference ?? null,
            paidBy: staff.id,
            paidByName: `Recorded by ${staff.name}`,
            recordedBy: staff.id,
            balanceAfterCents: before.balanceCents - amountCents,
          })
          .returning();
        await recordCaseEvent(tx as unknown as Db, request, caseId, {
          kind: 'payment.recorded',
          summary: `Recorded a ${method === 'CHECK' ? `check (${reference}) payment` : 'cash payment'} of ${formatCents(amountCents)}`,
          before: `Due ${formatCents(before.balanceCents)}`,
          after: `Due ${formatCents(before.balanceCents - amountCents)}`,
        });
        return { row: row!, fresh: true };
      });
      reply.code(201);
      if (!recorded.fresh) return toPayment(recorded.row);
      const row = recorded.row;
      await app.notify.money(request, { kind: 'CASE_PAYMENT', caseRow: context.caseRow, payer: payerOf(row), by: staff.name, ...paid(row) });
      return toPayment(row);
    },
  );

  app.post(
    '/:paymentId/refund',
    // A manager's (issue 37 point 8): checked for every route in case-core/staff-permission.ts.
    {
      config: { staff: { permission: 'manager', what: 'refund a payment' } },
      schema: { params: paymentParams, body: named(refundBodySchema, 'refund'), response: { 200: casePaymentSchema } },
    },
    async (request) => {
      const { caseId, paymentId } = request.params;
      const context = request.caseContext;
      const staff = await authService.requireStaff(request, 'refund a payment');
      const { amountCents, reason } = request.body;
      const refunded = await db.transaction(async (tx) => {
        // Locked: two refunds at once never give back more than was paid.
        await tx.execute(sql`SELECT id FROM case_payment WHERE id = ${paymentId} FOR UPDATE`);
        const [row] = await tx
          .select()
          .from(casePayments)
          .where(and(eq(casePayments.id, paymentId), eq(casePayments.caseId, caseId)))
          .limit(1);
        if (!row || row.status !== 'APPROVED') throw notFound('We could not find this payment.');
        const left = row.amountCents - row.refundedCents;
        if (amountCents > left) {
          const message = `At most ${formatCents(left)} of this payment can be refunded.`;
          throw badRequest(message, { amountCents: message });
        }
        // A card goes back through the provider (idempotent by key); cash and checks are given back by hand.
        if (row.provider !== 'offline' && row.reference) {
          await payments.refund({ reference: row.reference, amountCents, idempotencyKey: `${row.id}-refund-${row.refundedCents}` });
        }
        await tx.insert(casePaymentRefunds).values({ paymentId, amountCents, reason: reason ?? '', refundedBy: staff.id });
        const [updated] = await tx
          .update(casePayments)
          .set({ refundedCents: row.refundedCents + amountCents })
          .where(eq(casePayments.id, paymentId))
          .returning();
        await recordCaseEvent(tx as unknown as Db, request, caseId, {
          kind: 'payment.refunded',
          summary: `Refunded ${formatCents(amountCents)} of a ${formatCents(row.amountCents)} payment${reason ? `: ${reason}` : ''}`,
          before: `Refunded ${formatCents(row.refundedCents)}`,
          after: `Refunded ${formatCents(row.refundedCents + amountCents)}`,
        });
        return updated!;
      });
      const after = await statementOf(db, context.siteId, caseId);
      await app.notify.money(request, {
        kind: 'CASE_REFUND',
        caseRow: context.caseRow,
        payer: payerOf(refunded),
        by: staff.name,
        amountCents,
        paymentCents: refunded.amountCents,
        reason: reason ?? '',
        balanceAfterCents: after.balanceCents,
      });
      return toPayment(refunded);
    },
  );
}
