import type { CategoryKind, Totals } from '@keepsake/shared/contract';

// Every amount the family sees is computed here, in integer cents, never taken from a request.

export interface PricedLine {
  kind: CategoryKind;
  taxable: boolean;
  fromPackage: boolean;
  quantity: number;
  // The item's own (base) price, null for a free-named line.
  itemPriceCents: number | null;
  // The chosen variant's price, which replaces the item's.
  variantPriceCents: number | null;
  // Issue 25. How many the package includes (more are charged at the unit price); left out, with the
  // package's credit for it; the funeral home's price of one for a free-named line (null: not yet).
  includedQuantity?: number;
  leftOut?: boolean;
  leaveOutCreditCents?: number;
  staffPriceCents?: number | null;
}

// A line the package includes costs nothing extra, except a variant dearer than the item's base price
// (an upgrade) and copies beyond what the package includes; left out, it is the package's credit (a
// negative amount). A line bought alone costs quantity × its price. A free-named line costs what the
// funeral home priced it at (0 until then, and the contract cannot be signed until then).
export function lineAmountCents(line: PricedLine): number {
  if (line.fromPackage && line.leftOut) return -(line.leaveOutCreditCents ?? 0);
  if (line.itemPriceCents === null) return (line.staffPriceCents ?? 0) * line.quantity;
  const unit = line.variantPriceCents ?? line.itemPriceCents;
  if (line.fromPackage) {
    const included = Math.min(line.quantity, line.includedQuantity ?? line.quantity);
    return Math.max(0, unit - line.itemPriceCents) * included + unit * (line.quantity - included);
  }
  return unit * line.quantity;
}

export interface PackagePricing {
  priceCents: number;
  // The package's items at their own prices, and the taxable part of that (merchandise).
  itemsAloneCents: number;
  taxableAloneCents: number;
}

// Tax in basis points (600 = 6 %), rounded half up once on the taxable base.
export function taxCents(taxableBaseCents: number, rateBasisPoints: number): number {
  return Math.round((taxableBaseCents * rateBasisPoints) / 10_000);
}

export function computeTotals(pkg: PackagePricing | null, lines: readonly PricedLine[], rateBasisPoints: number): Totals {
  let itemsCents = 0;
  let cashAdvanceCents = 0;
  let taxableCents = 0;
  for (const line of lines) {
    const amount = lineAmountCents(line);
    if (line.kind === 'CASH_ADVANCE') cashAdvanceCents += amount;
    else itemsCents += amount;
    if (line.taxable && line.kind !== 'CASH_ADVANCE') taxableCents += amount;
  }
  const packageCents = pkg?.priceCents ?? 0;
  // The package's taxable share: its price in the proportion its merchandise bears to its items alone.
  if (pkg && pkg.itemsAloneCents > 0) taxableCents += Math.round((pkg.priceCents * pkg.taxableAloneCents) / pkg.itemsAloneCents);
  const subtotalCents = packageCents + itemsCents + cashAdvanceCents;
  // A credit for a left-out line never makes the taxable base negative.
  const tax = taxCents(Math.max(0, taxableCents), rateBasisPoints);
  return { packageCents, itemsCents, cashAdvanceCents, subtotalCents, taxCents: tax, totalCents: subtotalCents + tax };
}
