import { z } from 'zod';
import { nextActionSchema, paymentTokenSchema } from './card';

// A case's payments (SPEC §7; issues 11, 25, 41): the charge, the payment page's form and the ledger.

const cents = z.number().int();

// POST /cases/{caseId}/payments. The idempotency key comes from the page: a double click or a retry
// with the same key never charges twice. The card is the provider's token, never the card (ADR 100).
export const chargeBodySchema = z
  .object({
    amountCents: z.coerce.number().int().min(100).max(100_000_000),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,80}$/),
    paymentToken: paymentTokenSchema,
  })
  .strict();
export type ChargeBody = z.input<typeof chargeBodySchema>;

// The payment page's form: an amount in dollars as typed (the card is in the provider's frame).
export const paymentFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{1,7}(\.\d{1,2})?$/),
});
export type PaymentForm = z.input<typeof paymentFormSchema>;

// "1,234.5" → 123450, exactly (no floating point).
export function dollarsToCents(amount: string): number {
  const [dollars = '0', cents = ''] = amount.replace(/[$,\s]/g, '').split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

export const centsToDollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export const paymentIdSchema = z.string().regex(/^pay_[a-z0-9]{20}$/);
export const casePaymentSchema = z.object({
  paymentId: paymentIdSchema,
  status: z.enum(['PENDING', 'APPROVED', 'DECLINED']),
  amountCents: cents,
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  reference: z.string().nullable(),
  declineMessage: z.string().nullable(),
  paidBy: z.string(),
  createdAt: z.string(),
  // After this payment (receipts show it).
  balanceAfterCents: cents.nullable(),
  // Issue 25: how it was paid (card in the portal, cash or check recorded by staff) and what was refunded.
  method: z.enum(['CARD', 'CASH', 'CHECK']).optional(),
  refundedCents: cents.optional(),
  // Issue 41: a PENDING card payment the bank must confirm first (3-D Secure); the page shows it, then confirms.
  nextAction: nextActionSchema.nullable().optional(),
});
export type CasePayment = z.infer<typeof casePaymentSchema>;
export const casePaymentListSchema = z.object({
  items: z.array(casePaymentSchema),
  totalCents: cents,
  paidCents: cents,
  balanceCents: cents,
});
export type CasePaymentList = z.infer<typeof casePaymentListSchema>;

export const paymentConnectSchema = z.object({ provider: z.string(), accountId: z.string(), connected: z.boolean() });
export type PaymentConnect = z.infer<typeof paymentConnectSchema>;
