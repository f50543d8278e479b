import { z } from 'zod';

// Case payments staff act on (issue 25 point 5): a payment taken outside the portal, and a refund.
export const OFFLINE_METHODS = ['CASH', 'CHECK'] as const;

// POST /api/family/cases/{caseId}/payments/offline (staff). A check carries its number.
export const offlinePaymentBodySchema = z
  .object({
    method: z.enum(OFFLINE_METHODS),
    amountCents: z.number().int().min(1).max(100_000_000),
    reference: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(80).optional()),
    // One key per payment meant (the desk makes it): the same key again records nothing more.
    idempotencyKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Please enter a valid format')
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.method === 'CHECK' && !body.reference) ctx.addIssue({ code: 'invalid_type', expected: 'string', received: 'undefined', path: ['reference'] });
  });
export type OfflinePaymentBody = z.input<typeof offlinePaymentBodySchema>;

// POST /api/family/cases/{caseId}/payments/{paymentId}/refund (staff): all or part of what is left.
export const refundBodySchema = z
  .object({
    amountCents: z.number().int().min(1).max(100_000_000),
    reason: z.string().trim().max(200).optional(),
  })
  .strict();
export type RefundBody = z.input<typeof refundBodySchema>;
