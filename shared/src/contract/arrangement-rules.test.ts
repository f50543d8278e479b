/** @jest-environment node */
import { familyCategories, finishProblems, formatCents, isLineComplete } from './arrangement-rules';

const item = (variantCount: number) => ({ variantCount });

describe('arrangement rules (SPEC §4, §5)', () => {
  it('a line is complete with an item, and a variant when the item has variants, or a free line with a name', () => {
    expect(isLineComplete({ item: item(0), variant: null, name: null })).toBe(true);
    expect(isLineComplete({ item: item(2), variant: null, name: null })).toBe(false);
    expect(isLineComplete({ item: item(2), variant: { id: 1 }, name: null })).toBe(true);
    expect(isLineComplete({ item: null, variant: null, name: 'Bagpiper' })).toBe(true);
    expect(isLineComplete({ item: null, variant: null, name: '  ' })).toBe(false);
    expect(isLineComplete({ item: null, variant: null, name: null })).toBe(false);
  });

  it('finishing needs a package, every selection complete and a purchaser, and says what is missing', () => {
    const complete = { id: 1, item: item(0), variant: null, name: null };
    const incomplete = { id: 2, item: item(3), variant: null, name: null };
    expect(finishProblems({ packageId: 4, hasPurchaser: true, lines: [complete] })).toEqual([]);
    expect(finishProblems({ packageId: null, hasPurchaser: false, lines: [complete, incomplete] })).toEqual([
      { code: 'NO_PACKAGE', message: 'Choose a package.', fixAt: 'packages' },
      { code: 'INCOMPLETE_LINES', message: 'Complete every selection.', fixAt: 'selections', lineIds: [2] },
      { code: 'NO_PURCHASER', message: 'Add the purchaser’s details.', fixAt: 'details' },
    ]);
    expect(finishProblems({ packageId: 1, hasPurchaser: false, lines: [] }).map((problem) => problem.code)).toEqual(['NO_PURCHASER']);
  });

  it('shows only displayForFamily categories, position descending then name', () => {
    const category = (name: string, position: number, displayForFamily = true) => ({ itemCategory: { name }, position, displayForFamily });
    const sorted = familyCategories([
      category('Urns', 10),
      category('Caskets', 10),
      category('Staff', 99, false),
      category('Services', 90),
      category('Cash advance', 1),
    ]);
    expect(sorted.map((entry) => entry.itemCategory.name)).toEqual(['Services', 'Caskets', 'Urns', 'Cash advance']);
  });

  it('formats cents as dollars', () => {
    expect(formatCents(799_500)).toBe('$7,995.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-1_250)).toBe('-$12.50');
  });
});

describe('money as typed', () => {
  it('turns dollars into cents exactly and back', async () => {
    const { dollarsToCents, centsToDollars } = await import('./case-payments');
    expect(dollarsToCents('1500')).toBe(150_000);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('19.99')).toBe(1_999);
    expect(centsToDollars(1_005)).toBe('10.05');
  });
});

describe('the signature', () => {
  it('needs a typed name and the consent ticked, an unticked box reading as missing', async () => {
    const { signatureSchema } = await import('./arrangement-contract');
    expect(signatureSchema.safeParse({ typedName: 'Jordan Morales', consent: true }).success).toBe(true);
    const unticked = signatureSchema.safeParse({ typedName: 'Jordan Morales', consent: false });
    expect(unticked.success || unticked.error.issues[0]).toMatchObject({ code: 'invalid_type', received: 'undefined', path: ['consent'] });
  });
});
