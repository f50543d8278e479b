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
}

// A line the package includes costs nothing extra, except a variant dearer than the item's base price
// (an upgrade). A line bought alone costs quantity × its price. A free-named line is priced by the
// funeral home later (0 here, shown as such).
export function lineAmountCents(line: PricedLine): number {
  if (line.itemPriceCents === null) return 0;
  const unit = line.variantPriceCents ?? line.itemPriceCents;
  if (line.fromPackage) return Math.max(0, unit - line.itemPriceCents) * line.quantity;
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
  const tax = taxCents(taxableCents, rateBasisPoints);
  return { packageCents, itemsCents, cashAdvanceCents, subtotalCents, taxCents: tax, totalCents: subtotalCents + tax };
}
