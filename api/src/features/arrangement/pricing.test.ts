import { computeTotals, lineAmountCents, taxCents, type PricedLine } from './pricing';

const line = (overrides: Partial<PricedLine>): PricedLine => ({
  kind: 'MERCHANDISE',
  taxable: true,
  fromPackage: false,
  quantity: 1,
  itemPriceCents: 10_000,
  variantPriceCents: null,
  ...overrides,
});

describe('arrangement pricing (integer cents)', () => {
  it('charges a line bought alone quantity × its price, the variant replacing the item price', () => {
    expect(lineAmountCents(line({ quantity: 3 }))).toBe(30_000);
    expect(lineAmountCents(line({ variantPriceCents: 12_500, quantity: 2 }))).toBe(25_000);
  });

  it('charges a package line only for an upgrade, and a free-named line nothing yet', () => {
    expect(lineAmountCents(line({ fromPackage: true }))).toBe(0);
    expect(lineAmountCents(line({ fromPackage: true, variantPriceCents: 10_999 }))).toBe(999);
    expect(lineAmountCents(line({ fromPackage: true, variantPriceCents: 9_000 }))).toBe(0);
    expect(lineAmountCents(line({ itemPriceCents: null }))).toBe(0);
  });

  it('rounds tax half up once, on the taxable base', () => {
    expect(taxCents(1_234, 600)).toBe(74);
    expect(taxCents(25, 600)).toBe(2);
  });

  it('totals a package, items and untaxed cash advances', () => {
    const totals = computeTotals(
      { priceCents: 800_000, itemsAloneCents: 1_000_000, taxableAloneCents: 400_000 },
      [line({ quantity: 2 }), line({ kind: 'CASH_ADVANCE', taxable: true, itemPriceCents: 2_500, quantity: 5 }), line({ kind: 'SERVICE', taxable: false })],
      600,
    );
    // Package taxable share: 800,000 × 0.4 = 320,000; plus 20,000 of merchandise → 340,000 × 6 % = 20,400.
    expect(totals).toEqual({
      packageCents: 800_000,
      itemsCents: 30_000,
      cashAdvanceCents: 12_500,
      subtotalCents: 842_500,
      taxCents: 20_400,
      totalCents: 862_900,
    });
    expect(computeTotals(null, [], 600)).toEqual({ packageCents: 0, itemsCents: 0, cashAdvanceCents: 0, subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });
});
