import type { NextAction } from '@keepsake/shared/contract/payment';

/** What tokenizing gave: the provider's one-time token, or why not (the fields show which field is wrong). */
export type TokenResult = { token: string } | { problem: 'invalid' | 'unavailable' };

/** What a payment page does with the provider's fields: it never sees the card, only the token. */
export interface CardFieldsHandle {
  tokenize(): Promise<TokenResult>;
  // After a decline: the number is typed again, everything else stays.
  clearNumber(): void;
  // The bank's step (3-D Secure) in the provider's frame; resolves once the cardholder is done, either way.
  completeNextAction(action: NextAction): Promise<void>;
}
