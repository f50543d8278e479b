import type { FinishProblem, FinishProblemCode } from './arrangements';

// ---- Rules (zod-free): SPEC §4 and §5 ----

interface RuleLine {
  item: { variantCount: number } | null;
  variant: unknown;
  name: string | null;
}

// SPEC §4: a line is complete when it has an item (and a variant if the item has variants) or, for a
// free line, a name.
export function isLineComplete(line: RuleLine): boolean {
  if (line.item) return line.item.variantCount === 0 || line.variant !== null;
  return line.name !== null && line.name.trim() !== '';
}

interface RuleCategory {
  itemCategory: { name: string };
  position: number;
  displayForFamily: boolean;
}

// SPEC §5: only displayForFamily, position descending, then the category name.
export function familyCategories<C extends RuleCategory>(categories: readonly C[]): C[] {
  return categories
    .filter((category) => category.displayForFamily)
    .sort((a, b) => b.position - a.position || a.itemCategory.name.localeCompare(b.itemCategory.name));
}

export const FINISH_MESSAGES: Record<FinishProblemCode, string> = {
  NO_PACKAGE: 'Choose a package.',
  INCOMPLETE_LINES: 'Complete every selection.',
  NO_PURCHASER: 'Add the purchaser’s details.',
  DUPLICATE_OF_INCLUDED: 'Your package already includes this item. Remove the extra line or choose another item.',
  AWAITING_PRICE: 'The funeral home will price your own additions before you can sign.',
};

// SPEC §4: finishing needs a package, every selection complete and a purchaser.
export function finishProblems(arrangement: {
  packageId: number | null;
  hasPurchaser: boolean;
  lines: readonly (RuleLine & { id: number; duplicateOfIncluded?: boolean; awaitingPrice?: boolean })[];
}): FinishProblem[] {
  const problems: FinishProblem[] = [];
  if (arrangement.packageId === null) problems.push({ code: 'NO_PACKAGE', message: FINISH_MESSAGES.NO_PACKAGE, fixAt: 'packages' });
  const incomplete = arrangement.lines.filter((line) => !isLineComplete(line)).map((line) => line.id);
  if (incomplete.length > 0) {
    problems.push({ code: 'INCOMPLETE_LINES', message: FINISH_MESSAGES.INCOMPLETE_LINES, fixAt: 'selections', lineIds: incomplete });
  }
  // Issue 25: a priced duplicate of what the package includes, and a free line nobody has priced yet.
  const duplicates = arrangement.lines.filter((line) => line.duplicateOfIncluded).map((line) => line.id);
  if (duplicates.length > 0) {
    problems.push({ code: 'DUPLICATE_OF_INCLUDED', message: FINISH_MESSAGES.DUPLICATE_OF_INCLUDED, fixAt: 'selections', lineIds: duplicates });
  }
  const unpriced = arrangement.lines.filter((line) => line.awaitingPrice).map((line) => line.id);
  if (unpriced.length > 0) problems.push({ code: 'AWAITING_PRICE', message: FINISH_MESSAGES.AWAITING_PRICE, fixAt: 'selections', lineIds: unpriced });
  if (!arrangement.hasPurchaser) problems.push({ code: 'NO_PURCHASER', message: FINISH_MESSAGES.NO_PURCHASER, fixAt: 'details' });
  return problems;
}

export function formatCents(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const abs = Math.abs(amountCents);
  // Thousands separated as en-US writes them ("$7,995.00"), without an Intl object for each amount.
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
