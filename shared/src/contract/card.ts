import { z } from 'zod';

// One card schema for every form that takes a card (memorial shop checkout, case payments). The card
// goes to the payment provider only; these rules refuse what no provider would accept, before it is sent.

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

// A card number as typed: spaces and dashes are allowed and dropped, then the Luhn check.
export const cardNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1)
      .regex(/^\d{13,19}$/),
  )
  .superRefine((value, ctx) => {
    if (!passesLuhn(value)) ctx.addIssue({ code: 'invalid_string', validation: 'regex' });
  });

export const CARD_EXPIRED_MESSAGE = 'This card has expired';

// MM/YY as printed on the card: valid to the last day of that month.
export function cardHasExpired(expiry: string, now: Date = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const expYear = 2000 + year;
  return expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

// The expiry with its own message when the date has passed: a visitor with an old card is told it is
// expired, not that the format is wrong (issue 15). The API applies the same schema with its own clock.
export const cardExpirySchema = z
  .string()
  .trim()
  .min(1)
  .regex(/^(0[1-9]|1[0-2])\/\d{2}$/)
  .refine((value) => !cardHasExpired(value), { message: CARD_EXPIRED_MESSAGE });

export const cardCvcSchema = z
  .string()
  .trim()
  .min(1)
  .regex(/^\d{3,4}$/);
