import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { formatCents, type chargeBodySchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { CaseContext } from '../case-core/case-context';
import { conflict, statementOf } from './queries';
import { caseArrangements, casePayments } from './tables';
import { lockCaseMoney, takenCents } from './money-lock';
import { advanceTask } from './task-progress';
import { DECLINE_MESSAGES, type ChargeResult, type DeclineReason } from '../../lib/payment-provider';
import { newPaymentId, type PaymentRow } from './payment-shape';
import { contextActor, recordCaseEvent, type CaseEventInput } from '../case-core/case-history';

type ChargeBody = z.output<typeof chargeBodySchema>;

/** A card whose month has passed is refused before anything is reserved. */
export function expiryOf(body: ChargeBody): { month: number; year: number } {
  const [month, year] = body.card.expiry.split('/').map(Number) as [number, number];
  const now = new Date();
  if (2000 + year < now.getUTCFullYear() || (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    throw new HttpError(400, 'This card has expired.', { 'card.expiry': 'This card has expired.' });
  }
  return { month, year: 2000 + year };
}

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

/** Confirm: the provider's answer on the reserved row; a payment that clears the balance completes the statement task. */
export async function confirm(
  db: Db,
  { context, reserved, result }: { context: CaseContext; reserved: PaymentRow; result: ChargeResult },
): Promise<PaymentRow> {
  const caseId = reserved.caseId;
  if (result.status !== 'approved') {
    const [declined] = await db
      .update(casePayments)
      .set({ status: 'DECLINED', brand: result.brand, last4: result.last4, declineReason: result.reason })
      .where(eq(casePayments.id, reserved.id))
      .returning();
    return declined!;
  }
  const statement = await statementOf(db, context.siteId, caseId);
  // The approval and its history row in one transaction (issue 36): who paid, by which card, the balance before → after.
  const confirmed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(casePayments)
      .set({
        status: 'APPROVED',
        reference: result.reference,
        brand: result.brand,
        last4: result.last4,
        balanceAfterCents: statement.totals.totalCents - statement.paidCents - reserved.amountCents,
      })
      .where(eq(casePayments.id, reserved.id))
      .returning();
    await recordCaseEvent(tx as unknown as Db, contextActor(context), caseId, cardPaymentEvent(reserved.amountCents, result, statement.balanceCents));
    return row;
  });
  if (confirmed!.balanceAfterCents !== null && confirmed!.balanceAfterCents <= 0) await advanceTask(db, caseId, 'statement', 'COMPLETE');
  return confirmed!;
}

/** A declined or still pending payment answers as an error; an approved one with its status code. */
export function answerOf(row: PaymentRow): PaymentRow {
  if (row.status === 'DECLINED') {
    const message = DECLINE_MESSAGES[row.declineReason as DeclineReason] ?? DECLINE_MESSAGES.card_declined;
    throw new HttpError(402, message, { 'card.cardNumber': message });
  }
  if (row.status === 'PENDING') throw new HttpError(409, 'This payment is still being processed. Please wait a moment.');
  return row;
}

/** The history row of an approved card payment: the card (never its number) and the balance before → after. */
function cardPaymentEvent(amountCents: number, result: ChargeResult, dueBefore: number): CaseEventInput {
  const card = result.last4 ? `${result.brand ?? 'card'} ending ${result.last4}` : 'card';
  return {
    kind: 'payment.received',
    summary: `Paid ${formatCents(amountCents)} by ${card}`,
    before: `Due ${formatCents(dueBefore)}`,
    after: `Due ${formatCents(dueBefore - amountCents)}`,
  };
}
