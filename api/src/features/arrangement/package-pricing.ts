import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arrCategories, arrItems, arrPackageLines, arrPackages, arrSelectorItems, arrSelectors } from './tables';
import type { PackagePricing } from './pricing';
import { priceUnder, type RevisionPrices } from './price-list';

// Package pricing: what its items cost alone; a selector counts at its least expensive item.
export async function packagePricing(
  db: Db,
  packageIds: number[],
  // An older price list revision's prices (price-list.ts); null: the live, current ones.
  prices: RevisionPrices | null = null,
): Promise<Map<number, PackagePricing & { includes: { name: string; category: string; choice: boolean }[] }>> {
  const result = new Map<number, PackagePricing & { includes: { name: string; category: string; choice: boolean }[] }>();
  if (packageIds.length === 0) return result;
  const packages = await db.select().from(arrPackages).where(inArray(arrPackages.id, packageIds));
  for (const pkg of packages)
    result.set(pkg.id, { priceCents: priceUnder(prices, 'PACKAGE', pkg.id, pkg.priceCents), itemsAloneCents: 0, taxableAloneCents: 0, includes: [] });
  const fixed = await db
    .select({ packageId: arrPackageLines.packageId, quantity: arrPackageLines.quantity, item: arrItems, category: arrCategories })
    .from(arrPackageLines)
    .innerJoin(arrItems, eq(arrItems.id, arrPackageLines.itemId))
    .innerJoin(arrCategories, eq(arrCategories.id, arrItems.categoryId))
    .where(inArray(arrPackageLines.packageId, packageIds))
    .orderBy(asc(arrPackageLines.position));
  const choices = await db
    .select({ packageId: arrPackageLines.packageId, quantity: arrPackageLines.quantity, selector: arrSelectors, category: arrCategories })
    .from(arrPackageLines)
    .innerJoin(arrSelectors, eq(arrSelectors.id, arrPackageLines.selectorId))
    .innerJoin(arrCategories, eq(arrCategories.id, arrSelectors.categoryId))
    .where(inArray(arrPackageLines.packageId, packageIds))
    .orderBy(asc(arrPackageLines.position));
  const cheapest = new Map<number, { price: number; taxable: boolean }>();
  const selectorIds = [...new Set(choices.map((choice) => choice.selector.id))];
  if (selectorIds.length > 0) {
    const rows = await db
      .select({ selectorId: arrSelectorItems.selectorId, itemId: arrItems.id, live: arrItems.priceCents, taxable: arrItems.taxable })
      .from(arrSelectorItems)
      .innerJoin(arrItems, eq(arrItems.id, arrSelectorItems.itemId))
      .where(inArray(arrSelectorItems.selectorId, selectorIds));
    for (const { live, ...row } of rows) {
      const price = priceUnder(prices, 'ITEM', row.itemId, live);
      const known = cheapest.get(row.selectorId);
      if (!known || price < known.price) cheapest.set(row.selectorId, { price, taxable: row.taxable });
    }
  }
  for (const line of fixed) {
    const entry = result.get(line.packageId)!;
    const itemCents = priceUnder(prices, 'ITEM', line.item.id, line.item.priceCents);
    entry.itemsAloneCents += itemCents * line.quantity;
    if (line.item.taxable) entry.taxableAloneCents += itemCents * line.quantity;
    entry.includes.push({ name: line.item.name, category: line.category.name, choice: false });
  }
  for (const line of choices) {
    const entry = result.get(line.packageId)!;
    const least = cheapest.get(line.selector.id) ?? { price: 0, taxable: false };
    entry.itemsAloneCents += least.price * line.quantity;
    if (least.taxable) entry.taxableAloneCents += least.price * line.quantity;
    entry.includes.push({ name: line.selector.name, category: line.category.name, choice: true });
  }
  return result;
}
