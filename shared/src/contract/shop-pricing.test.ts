/** @jest-environment node */
import { cardExpirySchema, cardHasExpired } from './card';
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

describe('card expiry', () => {
  it('is valid to the end of the printed month', () => {
    expect(cardHasExpired('05/26', new Date('2026-05-31T23:00:00Z'))).toBe(false);
    expect(cardHasExpired('05/26', new Date('2026-06-01T00:00:00Z'))).toBe(true);
    expect(cardHasExpired('12/25', new Date('2026-01-15T00:00:00Z'))).toBe(true);
  });

  it('says expired for a past date and format for a malformed one', () => {
    expect(cardExpirySchema.safeParse('01/20').error?.issues[0]?.message).toBe('This card has expired');
    expect(cardExpirySchema.safeParse('13/30').error?.issues[0]?.message).not.toBe('This card has expired');
    expect(cardExpirySchema.safeParse('12/39').success).toBe(true);
  });
});
