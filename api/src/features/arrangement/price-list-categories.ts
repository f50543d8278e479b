import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ConferencePriceList } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { priceUnder, type RevisionPrices } from './price-list';
import { arrCategories, arrItems, arrVariants } from './tables';

// The whole price list by category as staff read it: at the arrangement conference (the case's revision) and
// when they open a past revision at the catalogue desk (issue 36 §4).

/** Every category by position, its offered items and their finishes, at a revision's prices (case-prices.ts). */
export async function priceListCategories(db: Db, siteId: string, prices: RevisionPrices | null): Promise<ConferencePriceList['categories']> {
  const rows = await db
    .select({ item: arrItems, category: arrCategories })
    .from(arrCategories)
    .leftJoin(arrItems, and(eq(arrItems.categoryId, arrCategories.id), eq(arrItems.active, true)))
    .where(eq(arrCategories.siteId, siteId))
    .orderBy(sql`${arrCategories.position} DESC`, asc(arrCategories.name), asc(arrItems.position), asc(arrItems.id));
  const itemIds = rows.flatMap(({ item }) => (item ? [item.id] : []));
  const variants =
    itemIds.length === 0
      ? []
      : await db.select().from(arrVariants).where(inArray(arrVariants.itemId, itemIds)).orderBy(asc(arrVariants.position), asc(arrVariants.id));
  const categories = new Map<number, ConferencePriceList['categories'][number]>();
  for (const { item, category } of rows) {
    let entry = categories.get(category.id);
    if (!entry) {
      entry = { id: category.id, name: category.name, kind: category.kind, displayForFamily: category.displayForFamily, items: [] };
      categories.set(category.id, entry);
    }
    if (!item) continue;
    entry.items.push({
      id: item.id,
      name: item.name,
      description: item.description,
      priceCents: priceUnder(prices, 'ITEM', item.id, item.priceCents),
      taxable: item.taxable,
      nonDeclinable: item.nonDeclinable,
      requiredReason: item.requiredReason,
      variants: variants
        .filter((variant) => variant.itemId === item.id)
        .map((variant) => ({
          id: variant.id,
          name: variant.name,
          finish: variant.finish,
          priceCents: priceUnder(prices, 'VARIANT', variant.id, variant.priceCents),
        })),
    });
  }
  return [...categories.values()];
}
