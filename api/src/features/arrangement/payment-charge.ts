import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { formatCents, type CasePayment, type chargeBodySchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { CaseContext } from '../case-core/case-context';
import { conflict } from './arrangement-row';
import { statementOf } from './statement-of';
import { caseArrangements, casePayments } from './tables';
import { lockCaseMoney, takenCents } from './money-lock';
import { advanceTask } from './task-progress';
import { DECLINE_MESSAGES, type DeclineReason, type NextAction, type PaymentOutcome } from '../../lib/payment-provider';
import { newPaymentId, toPayment, type PaymentRow } from './payment-shape';
import { recordCaseEvent, type CaseActor, type CaseEventInput } from '../case-core/case-history';
import { user } from '../auth/tables';

type ChargeBody = z.output<typeof chargeBodySchema>;

/**
 * Reserve: one transaction under the case's money lock (money-lock.ts), so two payments at once (two cards, a
 * card and a check at the desk) cannot both pass the balance check. The statement's total is read under the
 * lock too: a revision opened meanwhile closes payments. The same idempotency key again is the first payment
 * (`replay`), never a second charge.
 */
export async function reserve(
  db: Db,
  { caseId, body, context, provider }: { caseId: number; body: ChargeBody; context: CaseContext; provider: string },
): Promise<{ row: PaymentRow; replay: boolean }> {
  return db.transaction(async (tx) => {
    await lockCaseMoney(tx, caseId);
    const [existing] = await tx
      .select()
      .from(casePayments)
      .where(and(eq(casePayments.caseId, caseId), eq(casePayments.idempotencyKey, body.idempotencyKey)))
      .limit(1);
    if (existing) return { row: existing, replay: true };
    const [arrangement] = await tx.select().from(caseArrangements).where(eq(caseArrangements.caseId, caseId)).limit(1);
    if (arrangement?.status !== 'SIGNED' || !arrangement.statementSnapshot) throw conflict('Payments open once the contract is signed.');
    const open = arrangement.statementSnapshot.totals.totalCents - (await takenCents(tx, caseId));
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
        provider,
        paidBy: context.user.id,
        paidByName: context.user.name,
      })
      .returning();
    return { row: row!, replay: false };
  });
}

/**
 * Confirm: the provider's word on a reserved row, applied once: only a PENDING row moves (to APPROVED or
 * DECLINED), so a webhook, the page's confirmation and the reconciliation job can all bring the same news and
 * only the first changes anything (ADR 100). A payment that clears the balance completes the statement task.
 */
export async function confirm(db: Db, { siteId, reserved, outcome }: { siteId: string; reserved: PaymentRow; outcome: PaymentOutcome }): Promise<PaymentRow> {
  const caseId = reserved.caseId;
  const known = { reference: outcome.reference, brand: outcome.brand, last4: outcome.last4, feeCents: outcome.feeCents };
  const pendingRow = and(eq(casePayments.id, reserved.id), eq(casePayments.status, 'PENDING'));
  if (outcome.status === 'declined') {
    await db
      .update(casePayments)
      .set({ ...known, status: 'DECLINED', declineReason: outcome.reason, settledAt: new Date() })
      .where(pendingRow);
  } else if (outcome.status !== 'succeeded') {
    await db.update(casePayments).set(known).where(pendingRow);
  } else {
    await db.transaction(async (tx) => {
      // Under the case's money lock, so two settling at once read each other's payments in the balance.
      await lockCaseMoney(tx, caseId);
      const statement = await statementOf(tx as unknown as Db, siteId, caseId);
      const [approved] = await tx
        .update(casePayments)
        .set({
          ...known,
          status: 'APPROVED',
          settledAt: new Date(),
          balanceAfterCents: statement.totals.totalCents - statement.paidCents - reserved.amountCents,
        })
        .where(pendingRow)
        .returning();
      if (!approved) return;
      // The approval and its history row in one transaction (issue 36): who paid, by which card, the balance before → after.
      await recordCaseEvent(tx as unknown as Db, await payerOf(tx as unknown as Db, approved), caseId, cardPaymentEvent(approved, statement.balanceCents));
      if (approved.balanceAfterCents !== null && approved.balanceAfterCents <= 0) {
        await advanceTask(tx as unknown as Db, caseId, 'statement', 'COMPLETE');
      }
    });
  }
  const [row] = await db.select().from(casePayments).where(eq(casePayments.id, reserved.id)).limit(1);
  return row!;
}

/** True exactly once per approved payment: whoever settles it first (the route, the page's confirmation) sends the receipt. */
export async function claimReceipt(db: Db, paymentId: string): Promise<boolean> {
  const rows = await db
    .update(casePayments)
    .set({ receiptSentAt: new Date() })
    .where(and(eq(casePayments.id, paymentId), eq(casePayments.status, 'APPROVED'), isNull(casePayments.receiptSentAt)))
    .returning({ id: casePayments.id });
  return rows.length === 1;
}

/** A declined payment answers as an error; an approved one 201; one waiting for the bank or the provider 202. */
export function answerOf(row: PaymentRow, nextAction: NextAction | null = null): { code: 201 | 202; payment: CasePayment } {
  if (row.status === 'DECLINED') {
    const message = DECLINE_MESSAGES[row.declineReason as DeclineReason] ?? DECLINE_MESSAGES.card_declined;
    throw new HttpError(402, message, { paymentToken: message });
  }
  if (row.status === 'PENDING') return { code: 202, payment: { ...toPayment(row), nextAction } };
  return { code: 201, payment: toPayment(row) };
}

/** The history row of an approved card payment: the card (never its number) and the balance before → after. */
function cardPaymentEvent(row: PaymentRow, dueBefore: number): CaseEventInput {
  const card = row.last4 ? `${row.brand ?? 'card'} ending ${row.last4}` : 'card';
  return {
    kind: 'payment.received',
    summary: `Paid ${formatCents(row.amountCents)} by ${card}`,
    before: `Due ${formatCents(dueBefore)}`,
    after: `Due ${formatCents(dueBefore - row.amountCents)}`,
  };
}

// Whoever paid in the portal, as what they are (staff of the home may pay there for a family): settled by this
// request, a webhook or the reconciliation job alike.
async function payerOf(db: Db, row: PaymentRow): Promise<CaseActor> {
  const [payer] = await db.select({ role: user.role }).from(user).where(eq(user.id, row.paidBy)).limit(1);
  return { userId: row.paidBy, name: row.paidByName, actingAs: payer?.role === 'staff' ? 'STAFF' : 'FAMILY' };
}
