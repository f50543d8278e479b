import { z } from 'zod';
import { plainTextSchema } from './schema-helpers';

// Issue 39 point 2: a discount the funeral home gives at the arrangement conference, on one line or on the
// whole statement, always with its reason. It is its own line on the statement and the PDF, never a silent
// change of a price; who gave it is in the case history. Limits (ADR 102): staff only, a positive amount,
// never more than the line (or the goods and services) it discounts, never on a cash advance (those are
// charged at what the home pays), never on a signed statement.

export const DISCOUNT_MESSAGES = {
  reason: 'Please give the reason for the discount.',
  cashAdvance: 'Cash advance items are charged at what the funeral home pays, so they cannot be discounted.',
  tooMuchLine: (max: string) => `A discount cannot be more than this line’s price (${max}).`,
  tooMuchStatement: (max: string) => `A discount cannot be more than the goods and services on the statement (${max}).`,
  notFound: 'We could not find this discount.',
} as const;

/** A discount as the arrangement and the statement show it. `lineId` null: on the whole statement. */
export const discountSchema = z.object({
  id: z.number().int(),
  lineId: z.number().int().nullable(),
  // What it discounts, as the statement names it: "Hearse", or "The whole statement".
  label: z.string(),
  amountCents: z.number().int().positive(),
  reason: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

/** POST /api/family/arrangements/{caseId}/discounts (staff of the home). */
export const discountBodySchema = z
  .object({
    lineId: z.number().int().positive().nullable().default(null),
    amountCents: z.coerce.number().int().min(1).max(100_000_000),
    reason: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      plainTextSchema.pipe(z.string().trim().min(3, DISCOUNT_MESSAGES.reason).max(300)),
    ),
  })
  .strict();
export type DiscountBody = z.input<typeof discountBodySchema>;

/** A discount's line on the statement, the page and the PDF alike: "Discount on Hearse". */
export const discountTitle = (discount: Pick<Discount, 'lineId' | 'label'>): string =>
  discount.lineId === null ? 'Discount on the whole statement' : `Discount on ${discount.label}`;
