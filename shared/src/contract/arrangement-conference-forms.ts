import { z } from 'zod';
import { DISCOUNT_MESSAGES } from './arrangement-discounts';

// The studio's arrangement conference forms (issue 39): amounts in dollars as typed, checked before sending.

const dollars = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Please enter an amount like 25.00');

/** A discount on a line or the whole statement, with its reason. */
export const discountFormSchema = z.object({
  // Dollars as typed, under the API's field name so its message lands on this field.
  amountCents: dollars,
  reason: z.string().trim().min(3, DISCOUNT_MESSAGES.reason).max(300),
});
export type DiscountForm = z.input<typeof discountFormSchema>;

/** How many of a line, as typed (the studio's own line, the portal's "How many"): the API takes 1 to 99. */
export const lineQuantityText = z
  .string()
  .trim()
  .regex(/^([1-9]|[1-9]\d)$/, 'Please enter a number from 1 to 99');

/** A line the director names and prices at the table: a cash advance (what the third party is paid), an extra. */
export const ownLineFormSchema = z.object({
  categoryId: z.string().regex(/^\d+$/, 'Please choose a category'),
  name: z.string().trim().min(1).max(120),
  price: dollars,
  quantity: lineQuantityText,
});
export type OwnLineForm = z.input<typeof ownLineFormSchema>;
