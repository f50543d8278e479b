import { z } from 'zod';
import { OFFLINE_METHODS } from './staff-payments';
import { DOLLARS_PATTERN } from './staff-shop';

// The money panel of a staff case page (issue 25a): the forms as staff type them. Amounts are typed in
// dollars; the fields are named as the API's bodies (amountCents, reference) so its field errors land on them.

const dollars = z.string().trim().regex(DOLLARS_PATTERN, 'Please enter an amount like 25.00');

export const offlinePaymentFormSchema = z
  .object({
    method: z.enum(OFFLINE_METHODS),
    amountCents: dollars,
    reference: z.string().trim().max(80),
  })
  .superRefine((form, ctx) => {
    if (form.method === 'CHECK' && form.reference === '') ctx.addIssue({ code: 'custom', path: ['reference'], message: 'Please enter the check number' });
  });
export type OfflinePaymentForm = z.infer<typeof offlinePaymentFormSchema>;

export const casePaymentRefundFormSchema = z.object({
  amountCents: dollars,
  reason: z.string().trim().max(200),
});
export type CasePaymentRefundForm = z.infer<typeof casePaymentRefundFormSchema>;

export const OFFLINE_METHOD_LABELS: Record<(typeof OFFLINE_METHODS)[number], string> = { CASH: 'Cash', CHECK: 'Check' };
