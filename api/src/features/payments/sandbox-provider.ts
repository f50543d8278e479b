import { randomBytes } from 'node:crypto';
import { cardBrand } from '../../lib/card-brand';
import type { ChargeResult, PaymentProvider } from '../../lib/payment-provider';

// Test card numbers, as payment sandboxes commonly use them. Any other valid number is approved.
export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

// Embedded default: no network, no card data kept (the card lives only for this call).
// Keeps what a real provider keeps on its side, in memory: one result per idempotency key, and which
// charges were refunded (tests read both through `ledger`).
export interface SandboxPaymentProvider extends PaymentProvider {
  ledger: {
    charges: Map<string, { result: ChargeResult; amountCents: number }>;
    refunded: Set<string>;
    // Each refund by its idempotency key: a repeated key gives nothing back twice.
    refunds: Map<string, { reference: string; amountCents: number }>;
  };
}

export function createSandboxPaymentProvider(): SandboxPaymentProvider {
  const ledger = {
    charges: new Map<string, { result: ChargeResult; amountCents: number }>(),
    refunded: new Set<string>(),
    refunds: new Map<string, { reference: string; amountCents: number }>(),
  };
  const decide = (number: string): ChargeResult => {
    const brand = cardBrand(number);
    const last4 = number.slice(-4);
    if (number === SANDBOX_CARDS.decline) return { status: 'declined', reason: 'card_declined', brand, last4 };
    if (number === SANDBOX_CARDS.insufficientFunds) return { status: 'declined', reason: 'insufficient_funds', brand, last4 };
    return { status: 'approved', reference: `sbx_${randomBytes(10).toString('hex')}`, brand, last4 };
  };
  return {
    name: 'sandbox',
    ledger,
    async charge({ card, amountCents, idempotencyKey }): Promise<ChargeResult> {
      const earlier = ledger.charges.get(idempotencyKey);
      if (earlier) return earlier.result;
      const result = decide(card.number);
      ledger.charges.set(idempotencyKey, { result, amountCents });
      return result;
    },
    async refund({ reference, amountCents, idempotencyKey }) {
      ledger.refunded.add(reference);
      if (!ledger.refunds.has(idempotencyKey)) ledger.refunds.set(idempotencyKey, { reference, amountCents });
    },
  };
}
