import { randomBytes } from 'node:crypto';
import { cardBrand } from './card-brand';
import type { ChargeResult, PaymentProvider } from './payment-provider';

// Test card numbers, as payment sandboxes commonly use them. Any other valid number is approved.
export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

// Embedded default: no network, no card data kept (the card lives only for this call).
export function createSandboxPaymentProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async charge({ card }): Promise<ChargeResult> {
      const brand = cardBrand(card.number);
      const last4 = card.number.slice(-4);
      if (card.number === SANDBOX_CARDS.decline) return { status: 'declined', reason: 'card_declined', brand, last4 };
      if (card.number === SANDBOX_CARDS.insufficientFunds) {
        return { status: 'declined', reason: 'insufficient_funds', brand, last4 };
      }
      return { status: 'approved', reference: `sbx_${randomBytes(10).toString('hex')}`, brand, last4 };
    },
  };
}
