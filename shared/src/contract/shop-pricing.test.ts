/** @jest-environment node */
import { containsCardNumber } from './card';
import { deliveryCutoff, deliveryIsOpen, priceOrder } from './shop-pricing';

const terms = { deliveryFeeCents: 1_495, taxRateBasisPoints: 600, deliveryCutoffHours: 24 };

describe('priceOrder', () => {
  it('adds the delivery fee to flowers and taxes goods and delivery, rounding half up to the cent', () => {
    expect(priceOrder({ unitPriceCents: 8_500, quantity: 1, kind: 'FLOWERS', terms })).toEqual({
      subtotalCents: 8_500,
      deliveryCents: 1_495,
      taxCents: 600, // 6 % of $99.95 = $5.997
      totalCents: 10_595,
    });
    // 6 % of $0.25 = 1.5 cents → 2.
    expect(priceOrder({ unitPriceCents: 25, quantity: 1, kind: 'TREE', terms }).taxCents).toBe(2);
  });

  it('charges no delivery for a tree and no tax where the rate is zero', () => {
    expect(priceOrder({ unitPriceCents: 4_500, quantity: 3, kind: 'TREE', terms: { ...terms, taxRateBasisPoints: 0 } })).toEqual({
      subtotalCents: 13_500,
      deliveryCents: 0,
      taxCents: 0,
      totalCents: 13_500,
    });
  });
});

describe('delivery cut-off', () => {
  const startsAt = '2026-05-02T15:00:00Z';
  it('closes the lead time before the service', () => {
    expect(deliveryCutoff(startsAt, terms).toISOString()).toBe('2026-05-01T15:00:00.000Z');
    expect(deliveryIsOpen(startsAt, terms, new Date('2026-05-01T14:59:59Z'))).toBe(true);
    expect(deliveryIsOpen(startsAt, terms, new Date('2026-05-01T15:00:00Z'))).toBe(false);
  });
});

describe('a card number in a body', () => {
  it('is found grouped or not, and only when it passes the Luhn check', () => {
    expect(containsCardNumber('4242424242424242')).toBe(true);
    expect(containsCardNumber('my card: 4242 4242 4242 4242, thanks')).toBe(true);
    expect(containsCardNumber('4000-0027-6000-3184')).toBe(true);
    expect(containsCardNumber('4242424242424241')).toBe(false);
    expect(containsCardNumber('(555) 123-4567')).toBe(false);
    expect(containsCardNumber('Amex 3782 822463 10005.')).toBe(true);
    // Part of something else: a UUID, a token.
    expect(containsCardNumber('42424242-4242-4242-4242-424242424242')).toBe(false);
    expect(containsCardNumber('tok_4242424242424242x')).toBe(false);
    // A millisecond timestamp (13 digits, from 1) in an address is not a card, even when it passes Luhn.
    expect(containsCardNumber('linda.1795826871851@example.com')).toBe(false);
  });
});
