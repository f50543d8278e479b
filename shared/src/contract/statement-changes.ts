import { z } from 'zod';
import { discountTitle, type Discount } from './arrangement-discounts';
import type { Totals } from './arrangements';
import type { StatementLine } from './arrangement-statement';
import { formatCents } from './arrangement-rules';

// Issue 39 point 4: what a new revision of a signed contract changes, as a short list of line differences the
// family (portal) and staff (studio) read before the purchaser signs it again. One function, so both say the same.

interface ComparableStatement {
  packageName: string | null;
  lines: readonly StatementLine[];
  discounts?: readonly Discount[];
  totals: Totals;
}

const lineKey = (line: StatementLine) => `${line.category}\u0000${line.name}\u0000${line.detail ?? ''}`;
const lineName = (line: StatementLine) => `${line.name}${line.detail ? ` (${line.detail})` : ''}`;
const lineAmount = (line: StatementLine) => (line.includedInPackage && line.amountCents === 0 ? 'in package' : formatCents(line.amountCents));
const discountKey = (discount: Discount) => `${discountTitle(discount)}\u0000${discount.amountCents}\u0000${discount.reason}`;

/** The differences from the signed revision (`before`) to the new one (`after`), in the order a reader checks them. */
export function statementChanges(before: ComparableStatement, after: ComparableStatement): string[] {
  const changes: string[] = [];
  if (before.packageName !== after.packageName) changes.push(`Package: ${before.packageName ?? 'none'} → ${after.packageName ?? 'none'}`);
  const earlier = new Map(before.lines.map((line) => [lineKey(line), line]));
  const later = new Map(after.lines.map((line) => [lineKey(line), line]));
  for (const [key, line] of later) {
    const was = earlier.get(key);
    if (!was) changes.push(`Added ${lineName(line)} × ${line.quantity}: ${lineAmount(line)}`);
    else if (was.quantity !== line.quantity || was.amountCents !== line.amountCents)
      changes.push(`${lineName(line)}: × ${was.quantity}, ${lineAmount(was)} → × ${line.quantity}, ${lineAmount(line)}`);
  }
  for (const [key, line] of earlier) if (!later.has(key)) changes.push(`Removed ${lineName(line)} × ${line.quantity}: ${lineAmount(line)}`);
  const discountsBefore = new Set((before.discounts ?? []).map(discountKey));
  const discountsAfter = new Set((after.discounts ?? []).map(discountKey));
  for (const discount of after.discounts ?? [])
    if (!discountsBefore.has(discountKey(discount)))
      changes.push(`Added ${discountTitle(discount)}: ${formatCents(-discount.amountCents)} (${discount.reason})`);
  for (const discount of before.discounts ?? [])
    if (!discountsAfter.has(discountKey(discount)))
      changes.push(`Removed ${discountTitle(discount)}: ${formatCents(-discount.amountCents)} (${discount.reason})`);
  if (before.totals.totalCents !== after.totals.totalCents)
    changes.push(`Total: ${formatCents(before.totals.totalCents)} → ${formatCents(after.totals.totalCents)}`);
  return changes;
}

// GET {caseId}/contract/changes: the open (or newly signed) revision against the one it replaced; none on the first.
export const contractChangesSchema = z.object({
  revision: z.number().int().positive(),
  // The signed revision it is compared with; null on the first contract.
  comparedWith: z.number().int().positive().nullable(),
  changes: z.array(z.string()),
});
export type ContractChanges = z.infer<typeof contractChangesSchema>;
