import { and, asc, eq, sql } from 'drizzle-orm';
import {
  familyCategories,
  finishProblems,
  isLineComplete,
  type Arrangement,
  type ArrangementCategory,
  type Discount,
  type Line,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { arrCategories, arrItems, arrPackageLines, arrPackages, arrSelectors, arrVariants, caseArrangementLines } from './tables';
import { caseArrangementDiscounts } from './discount-tables';
import { computeTotals, lineAmountCents, type PackagePricing, type PricedLine } from './pricing';
import { priceUnder } from './price-list';
import { priceBookFor } from './case-prices';
import { ensureArrangement, type ArrangementRow } from './arrangement-row';
import { toCategory, toVariant, variantCounts, type CategoryRow, type ItemRow, type VariantRow } from './catalogue-queries';
import { packagePricing } from './package-pricing';

// The arrangement priced at the case's own price list revision: its lines, discounts and totals, and the
// arrangement shape the family and staff read.

interface LoadedLine {
  line: typeof caseArrangementLines.$inferSelect;
  category: CategoryRow;
  item: ItemRow | null;
  variant: VariantRow | null;
  selector: { id: number; name: string } | null;
  packageLine: typeof arrPackageLines.$inferSelect | null;
}

async function loadLines(db: Db, caseId: number): Promise<LoadedLine[]> {
  return db
    .select({
      line: caseArrangementLines,
      category: arrCategories,
      item: arrItems,
      variant: arrVariants,
      selector: { id: arrSelectors.id, name: arrSelectors.name },
      packageLine: arrPackageLines,
    })
    .from(caseArrangementLines)
    .innerJoin(arrCategories, eq(arrCategories.id, caseArrangementLines.categoryId))
    .leftJoin(arrItems, eq(arrItems.id, caseArrangementLines.itemId))
    .leftJoin(arrVariants, eq(arrVariants.id, caseArrangementLines.variantId))
    .leftJoin(arrSelectors, eq(arrSelectors.id, caseArrangementLines.selectorId))
    .leftJoin(arrPackageLines, eq(arrPackageLines.id, caseArrangementLines.packageLineId))
    .where(eq(caseArrangementLines.caseId, caseId))
    .orderBy(asc(caseArrangementLines.id));
}

export async function lineOf(db: Db, caseId: number, lineId: number) {
  const [row] = await db
    .select()
    .from(caseArrangementLines)
    .where(and(eq(caseArrangementLines.caseId, caseId), eq(caseArrangementLines.id, lineId)))
    .limit(1);
  // Another case's line is not found here: a line id tells an outsider nothing.
  if (!row) throw notFound('We could not find this selection.');
  return row;
}

export interface Priced {
  row: ArrangementRow;
  packageName: string | null;
  pricing: PackagePricing | null;
  lines: (Line & { taxable: boolean; categoryPosition: number; displayForFamily: boolean; pricing: PricedLine })[];
  // Every category the home offers to families, with or without a line on this case: a family adds from any of
  // them, not only the package's (issue 39: certified copies with a direct cremation).
  offeredCategories: CategoryRow[];
  // Issue 39: the home's discounts, each with what it discounts and whether that is taxed (null: the whole statement).
  discounts: (Discount & { taxable: boolean | null })[];
  // Staff at the arrangement conference see the staff-only categories too (refrigeration); the family never.
  viewer: Viewer;
  taxRateBp: number;
  displayType: 'ITEMIZED' | 'SUMMARY';
}

export type Viewer = 'STAFF' | 'FAMILY';
/** How a case scope's caller sees the arrangement: staff of the home, or the family. */
export const viewerOf = (context: { access: string }): Viewer => (context.access === 'STAFF' ? 'STAFF' : 'FAMILY');

/** The name a line goes by on the statement: its item, its own name, or its package choice. */
export const lineLabel = (line: { item: { name: string } | null; name: string | null; selector: { name: string } | null }): string =>
  line.item?.name ?? line.name ?? line.selector?.name ?? 'Selection';

export const WHOLE_STATEMENT = 'The whole statement';

export async function priceArrangement(db: Db, siteId: string, caseId: number, viewer: Viewer = 'FAMILY'): Promise<Priced> {
  const row = await ensureArrangement(db, siteId, caseId);
  const loaded = await loadLines(db, caseId);
  const counts = await variantCounts(
    db,
    loaded.flatMap(({ item }) => (item ? [item.id] : [])),
  );
  // The case keeps the price list revision it was made with (issue 25 point 1): its prices, not today's.
  const { revision: template, prices } = await priceBookFor(db, siteId, caseId);
  let packageName: string | null = null;
  let pricing: PackagePricing | null = null;
  if (row.packageId !== null) {
    const [pkg] = await db.select().from(arrPackages).where(eq(arrPackages.id, row.packageId)).limit(1);
    packageName = pkg?.name ?? null;
    pricing = (await packagePricing(db, [row.packageId], prices)).get(row.packageId) ?? null;
  }
  // Items the package includes that it does not allow an extra of: the same item bought alone is a
  // duplicate (the "Hearse included" and "Hearse $350" the issue found), refused at finishing.
  const includedOnly = new Set(
    loaded.flatMap(({ line, packageLine }) => (line.fromPackage && !line.leftOut && line.itemId !== null && !packageLine?.allowExtra ? [line.itemId] : [])),
  );
  const lines = loaded.map(({ line, category, item, variant, selector, packageLine }) => {
    const pricing: PricedLine = {
      kind: category.kind,
      taxable: item?.taxable ?? false,
      fromPackage: line.fromPackage,
      quantity: line.quantity,
      itemPriceCents: item ? priceUnder(prices, 'ITEM', item.id, item.priceCents) : null,
      variantPriceCents: variant ? priceUnder(prices, 'VARIANT', variant.id, variant.priceCents) : null,
      includedQuantity: packageLine?.quantity ?? line.quantity,
      leftOut: line.leftOut,
      leaveOutCreditCents: packageLine?.leaveOutCreditCents ?? 0,
      staffPriceCents: line.staffPriceCents,
    };
    const freeNamed = line.itemId === null && line.selectorId === null;
    const shaped = {
      id: line.id,
      item: item
        ? {
            id: item.id,
            name: item.name,
            variantCount: counts.get(item.id) ?? 0,
            priceCents: priceUnder(prices, 'ITEM', item.id, item.priceCents),
            requiredReason: item.requiredReason,
          }
        : null,
      selector,
      variant: variant ? { ...toVariant(variant), priceCents: priceUnder(prices, 'VARIANT', variant.id, variant.priceCents) } : null,
      category: toCategory(category),
      name: line.name,
      quantity: line.quantity,
      fromPackage: line.fromPackage,
      amountCents: lineAmountCents(pricing),
    };
    return {
      ...shaped,
      complete: isLineComplete(shaped),
      leftOut: line.leftOut,
      mayLeaveOut: line.fromPackage && (packageLine?.mayLeaveOut ?? false),
      leaveOutCreditCents: packageLine?.leaveOutCreditCents ?? 0,
      // Bought alone: any quantity; in the package: only where the item allows it (certified copies).
      quantityEditable: !line.fromPackage || (item?.quantityEditable ?? false),
      awaitingPrice: freeNamed && line.staffPriceCents === null,
      duplicateOfIncluded: !line.fromPackage && line.itemId !== null && includedOnly.has(line.itemId),
      taxable: item?.taxable ?? false,
      categoryPosition: category.position,
      displayForFamily: category.displayForFamily,
      pricing,
    };
  });
  const offeredCategories = await offeredCategoriesFor(db, siteId, viewer);
  const discountRows = await db
    .select()
    .from(caseArrangementDiscounts)
    .where(eq(caseArrangementDiscounts.caseId, caseId))
    .orderBy(asc(caseArrangementDiscounts.id));
  const discounts = discountRows.map((discount) => {
    const line = discount.lineId === null ? undefined : lines.find((entry) => entry.id === discount.lineId);
    return {
      id: discount.id,
      lineId: discount.lineId,
      label: line ? lineLabel(line) : WHOLE_STATEMENT,
      amountCents: discount.amountCents,
      reason: discount.reason,
      taxable: line ? line.taxable && line.category.kind !== 'CASH_ADVANCE' : null,
    };
  });
  return {
    row,
    packageName,
    pricing,
    lines,
    offeredCategories,
    discounts,
    viewer,
    taxRateBp: template?.taxRateBp ?? 0,
    displayType: template?.displayType ?? 'ITEMIZED',
  };
}

// The categories that have something to add: an item still offered, or a cash advance category, where the
// family may name what the home pays to others (an honorarium) for staff to price. The family's only, or
// (staff at the conference) every one.
async function offeredCategoriesFor(db: Db, siteId: string, viewer: Viewer): Promise<CategoryRow[]> {
  return db
    .select()
    .from(arrCategories)
    .where(
      and(
        eq(arrCategories.siteId, siteId),
        viewer === 'STAFF' ? undefined : eq(arrCategories.displayForFamily, true),
        sql`(${arrCategories.kind} = 'CASH_ADVANCE' OR EXISTS (SELECT 1 FROM ${arrItems} WHERE ${arrItems.categoryId} = ${arrCategories.id} AND ${arrItems.active}))`,
      ),
    );
}

export function totalsOf(priced: Priced) {
  return computeTotals(
    priced.pricing,
    priced.lines.map((line) => line.pricing),
    priced.taxRateBp,
    priced.discounts,
  );
}

export const publicDiscount = ({ taxable: _taxable, ...discount }: Priced['discounts'][number]): Discount => discount;

export function problemsOf(priced: Priced) {
  return finishProblems({ packageId: priced.row.packageId, hasPurchaser: priced.row.purchaser !== null, lines: priced.lines });
}

export function toArrangement(priced: Priced): Arrangement {
  const byCategory = new Map<number, ArrangementCategory>();
  if (priced.row.status !== 'SIGNED') {
    for (const category of priced.offeredCategories) {
      byCategory.set(category.id, { itemCategory: toCategory(category), position: category.position, displayForFamily: category.displayForFamily, lines: [] });
    }
  }
  for (const { taxable: _taxable, categoryPosition, displayForFamily, pricing: _pricing, ...line } of priced.lines) {
    let category = byCategory.get(line.category.id);
    if (!category) {
      category = { itemCategory: line.category, position: categoryPosition, displayForFamily, lines: [] };
      byCategory.set(line.category.id, category);
    }
    category.lines.push(line);
  }
  return {
    caseId: priced.row.caseId,
    packageId: priced.row.packageId,
    packageName: priced.packageName,
    status: priced.row.status,
    readOnly: priced.row.status === 'SIGNED',
    hasPurchaser: priced.row.purchaser !== null,
    // The family's categories (SPEC §5); staff see every one, in the same order.
    categories:
      priced.viewer === 'STAFF'
        ? [...byCategory.values()].sort((a, b) => b.position - a.position || a.itemCategory.name.localeCompare(b.itemCategory.name))
        : familyCategories([...byCategory.values()]),
    totals: totalsOf(priced),
    problems: problemsOf(priced),
    discounts: priced.discounts.map(publicDiscount),
  };
}
