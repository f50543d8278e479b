import { statementChanges } from './statement-changes';
import type { StatementLine } from './arrangement-statement';

const line = (name: string, quantity: number, amountCents: number, extra: Partial<StatementLine> = {}): StatementLine => ({
  name,
  detail: null,
  category: 'Stationery and keepsakes',
  kind: 'MERCHANDISE',
  quantity,
  amountCents,
  includedInPackage: false,
  cashAdvance: false,
  ...extra,
});
const totals = (totalCents: number) => ({ packageCents: 0, itemsCents: 0, cashAdvanceCents: 0, subtotalCents: totalCents, taxCents: 0, totalCents });

describe('what a revision changes (issue 39 point 4)', () => {
  it('lists the package, added, changed and removed lines, discounts and the total, in that order', () => {
    const before = {
      packageName: 'Direct cremation',
      lines: [line('Register book', 1, 6_500), line('Urn', 1, 0, { includedInPackage: true, detail: 'Bronze' })],
      discounts: [{ id: 1, lineId: null, label: 'The whole statement', amountCents: 5_000, reason: 'Veteran family' }],
      totals: totals(300_000),
    };
    const after = {
      packageName: 'Traditional burial',
      lines: [line('Register book', 2, 13_000), line('Memorial folders', 100, 9_000)],
      discounts: [],
      totals: totals(420_000),
    };
    expect(statementChanges(before, after)).toEqual([
      'Package: Direct cremation → Traditional burial',
      'Register book: × 1, $65.00 → × 2, $130.00',
      'Added Memorial folders × 100: $90.00',
      'Removed Urn (Bronze) × 1: in package',
      'Removed Discount on the whole statement: -$50.00 (Veteran family)',
      'Total: $3,000.00 → $4,200.00',
    ]);
  });

  it('says nothing when nothing changed', () => {
    const same = { packageName: null, lines: [line('Register book', 1, 6_500)], totals: totals(6_500) };
    expect(statementChanges(same, same)).toEqual([]);
  });
});
