import { randomBytes } from 'node:crypto';
import type { CasePayment } from '@keepsake/shared/contract';
import type { casePayments } from './tables';
import { DECLINE_MESSAGES, type DeclineReason } from '../../lib/payment-provider';

// A case payment as the API answers it, and a new payment's id: shared by the family's and staff's calls.
export type PaymentRow = typeof casePayments.$inferSelect;

export const toPayment = (row: PaymentRow): CasePayment => ({
  paymentId: row.id,
  status: row.status,
  amountCents: row.amountCents,
  brand: row.brand,
  last4: row.last4,
  reference: row.reference,
  declineMessage: row.declineReason ? (DECLINE_MESSAGES[row.declineReason as DeclineReason] ?? null) : null,
  paidBy: row.paidByName,
  createdAt: row.createdAt.toISOString(),
  balanceAfterCents: row.balanceAfterCents,
  method: row.method,
  refundedCents: row.refundedCents,
});

export const newPaymentId = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `pay_${[...randomBytes(20)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
};
