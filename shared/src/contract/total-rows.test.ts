/** @jest-environment node */
import { totalRows } from './arrangements';

const totals = {
  packageCents: 300_000,
  itemsCents: 50_000,
  cashAdvanceCents: 25_000,
  discountCents: 0,
  subtotalCents: 375_000,
  taxCents: 3_000,
  totalCents: 378_000,
};

describe('the statement’s charges', () => {
  it('are in the one order every statement shows, the total last', () => {
    expect(totalRows(totals).map(([label]) => label)).toEqual(['Package', 'Items and upgrades', 'Cash advance items', 'Subtotal', 'Tax', 'Total']);
    expect(totalRows(totals).at(-1)).toEqual(['Total', 378_000]);
  });

  it('show a discount as its own negative line, only when there is one', () => {
    expect(totalRows({ ...totals, discountCents: 10_000 })).toContainEqual(['Discounts', -10_000]);
  });
});
