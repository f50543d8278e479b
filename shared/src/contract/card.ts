import { z } from 'zod';

// Card data is typed only into the payment provider's hosted fields, on the provider's origin (ADR 100,
// PCI DSS SAQ-A): our pages get a one-time token, and our API sees only that token, the amount and an
// idempotency key. Nothing in this contract can carry a card number; the API refuses a body that does.

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

// What a card number looks like: 14 to 19 digits starting as the card schemes' do (2–6), in a row or grouped
// as printed (4-4-4-4…, Amex 4-6-5) by spaces or dashes, passing the Luhn check. Letters or dashes around it
// make it part of something else (a UUID); a millisecond timestamp starts with 1.
const CARD_LIKE = /(?<![\w-])(?:[2-6]\d{13,18}|[2-6]\d{3}([ -])\d{4}\1\d{4}\1\d{2,7}|3\d{3}([ -])\d{6}\2\d{5})(?![\w-])/g;
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(CARD_LIKE)) if (passesLuhn(match[0].replace(/[ -]/g, ''))) return true;
  return false;
}

export const CARD_NUMBER_REFUSED_MESSAGE = 'Card numbers are never sent to us. Please type your card into the payment form.';

// The hosted fields' one-time token: the sandbox's `tok_…`, Stripe's PaymentMethod `pm_…`.
export const paymentTokenSchema = z.string().regex(/^(tok|pm)_[A-Za-z0-9_]{3,120}$/);

// What the page must do before the provider can finish (3-D Secure): the sandbox's challenge page in a
// frame, or Stripe.js's handleNextAction with the PaymentIntent's client secret.
export const nextActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('challenge'), url: z.string().url() }),
  z.object({ kind: z.literal('stripe'), clientSecret: z.string().min(1) }),
]);
export type NextAction = z.infer<typeof nextActionSchema>;

// GET /api/web/payments/provider: what the payment pages need to draw the provider's fields.
export const paymentProviderConfigSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  origin: z.string().url(),
  publishableKey: z.string().nullable(),
});
export type PaymentProviderConfig = z.infer<typeof paymentProviderConfigSchema>;
