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
      discountCents: 0,
      subtotalCents: 842_500,
      taxCents: 20_400,
      totalCents: 862_900,
    });
    expect(computeTotals(null, [], 600)).toEqual({
      packageCents: 0,
      itemsCents: 0,
      cashAdvanceCents: 0,
      discountCents: 0,
      subtotalCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });

  it('subtracts discounts before the subtotal and taxes what is left (issue 39)', () => {
    const pkg = { priceCents: 800_000, itemsAloneCents: 1_000_000, taxableAloneCents: 400_000 };
    const lines = [line({ quantity: 2 }), line({ kind: 'SERVICE', taxable: false })];
    // Taxable before: 320,000 (package share) + 20,000 (merchandise) = 340,000 of 830,000 goods and services.
    // A 5,000 discount on the merchandise line: taxed on 335,000 → 20,100.
    expect(computeTotals(pkg, lines, 600, [{ amountCents: 5_000, taxable: true }])).toMatchObject({
      discountCents: 5_000,
      subtotalCents: 825_000,
      taxCents: 20_100,
      totalCents: 845_100,
    });
    // The same on the untaxed service: the tax stays 20,400.
    expect(computeTotals(pkg, lines, 600, [{ amountCents: 5_000, taxable: false }])).toMatchObject({ subtotalCents: 825_000, taxCents: 20_400 });
    // 83,000 off the whole statement lowers the taxable base by its share, 340/830 of it (34,000): 306,000 → 18,360.
    expect(computeTotals(pkg, lines, 600, [{ amountCents: 83_000, taxable: null }])).toMatchObject({
      discountCents: 83_000,
      subtotalCents: 747_000,
      taxCents: 18_360,
      totalCents: 765_360,
    });
  });
});
