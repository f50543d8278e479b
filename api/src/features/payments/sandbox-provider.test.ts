import { cardBrand } from '../../lib/card-brand';
import { createSandboxPaymentProvider, SANDBOX_CARDS } from './sandbox-provider';

const charge = (number: string) =>
  createSandboxPaymentProvider().charge({
    amountCents: 8500,
    currency: 'USD',
    description: 'Flowers',
    card: { number, expMonth: 12, expYear: 2040, cvc: '123', nameOnCard: 'Ada Lovelace' },
    idempotencyKey: `test-${number}-${Math.random()}`,
  });

describe('the sandbox payment provider', () => {
  it('approves the approve card with a reference, brand and last four digits', async () => {
    const result = await charge(SANDBOX_CARDS.approve);
    expect(result).toMatchObject({ status: 'approved', brand: 'Visa', last4: '4242' });
    expect(result.status === 'approved' && result.reference).toMatch(/^sbx_[0-9a-f]{20}$/);
  });

  it('declines the decline card', async () => {
    expect(await charge(SANDBOX_CARDS.decline)).toEqual({ status: 'declined', reason: 'card_declined', brand: 'Visa', last4: '0002' });
  });

  it('reports insufficient funds for that card', async () => {
    expect(await charge(SANDBOX_CARDS.insufficientFunds)).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
  });

  it('names the brand from the leading digits', () => {
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999')).toBe('Card');
  });

  it('answers a repeated idempotency key with the first result, charging once', async () => {
    const provider = createSandboxPaymentProvider();
    const request = {
      amountCents: 8500,
      currency: 'USD' as const,
      description: 'Flowers',
      card: { number: SANDBOX_CARDS.approve, expMonth: 12, expYear: 2040, cvc: '123', nameOnCard: 'Ada Lovelace' },
      idempotencyKey: 'order:ord_1',
    };
    const first = await provider.charge(request);
    expect(await provider.charge(request)).toEqual(first);
    expect(provider.ledger.charges.size).toBe(1);
  });
});
