import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Item, ItemCategory, Variant } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { arrCategories, arrItems, arrVariants } from './tables';

// The price list's items as an arrangement reads them (categories, items, variants, their counts).

export type CategoryRow = typeof arrCategories.$inferSelect;
export type ItemRow = typeof arrItems.$inferSelect;
export type VariantRow = typeof arrVariants.$inferSelect;

export const toCategory = (row: CategoryRow): ItemCategory => ({ id: row.id, name: row.name, kind: row.kind });
export const toVariant = (row: VariantRow): Variant => ({
  id: row.id,
  name: row.name,
  finish: row.finish,
  priceCents: row.priceCents,
  photoUrl: row.photoUrl,
  photoAlt: row.photoAlt,
});

export async function variantCounts(db: Db, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: arrVariants.itemId, count: sql<number>`count(*)::int` })
    .from(arrVariants)
    .where(inArray(arrVariants.itemId, itemIds))
    .groupBy(arrVariants.itemId);
  return new Map(rows.map((row) => [row.itemId, row.count]));
}

export async function itemsOf(db: Db, siteId: string, itemIds: number[]): Promise<Item[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ item: arrItems, category: arrCategories })
    .from(arrItems)
    .innerJoin(arrCategories, eq(arrCategories.id, arrItems.categoryId))
    .where(and(eq(arrItems.siteId, siteId), inArray(arrItems.id, itemIds)));
  const counts = await variantCounts(
    db,
    rows.map(({ item }) => item.id),
  );
  return rows.map(({ item, category }) => toItem(item, category, counts.get(item.id) ?? 0));
}

export const toItem = (item: ItemRow, category: CategoryRow, variantCount: number): Item => ({
  id: item.id,
  name: item.name,
  description: item.description,
  category: toCategory(category),
  priceCents: item.priceCents,
  variantCount,
  imageUrl: item.imageUrl,
  imageAlt: item.imageAlt,
  requiredReason: item.requiredReason,
});

// `offered`: the item is being chosen now, so one staff switched off (issue 25 point 1) is refused.
export async function requireItem(db: Db, siteId: string, itemId: number, { offered = false } = {}): Promise<Item & { taxable: boolean }> {
  const [row] = await db
    .select({ item: arrItems, category: arrCategories })
    .from(arrItems)
    .innerJoin(arrCategories, eq(arrCategories.id, arrItems.categoryId))
    .where(and(eq(arrItems.siteId, siteId), eq(arrItems.id, itemId)))
    .limit(1);
  if (!row) throw notFound('We could not find this item.');
  if (offered && !row.item.active) throw badRequest('This item is no longer offered.', { itemId: 'This item is no longer offered' });
  const counts = await variantCounts(db, [itemId]);
  return { ...toItem(row.item, row.category, counts.get(itemId) ?? 0), taxable: row.item.taxable };
}

export async function requireVariant(db: Db, itemId: number, variantId: number): Promise<VariantRow> {
  const [row] = await db
    .select()
    .from(arrVariants)
    .where(and(eq(arrVariants.id, variantId), eq(arrVariants.itemId, itemId)))
    .limit(1);
  if (!row) throw notFound('We could not find this choice for the item.');
  return row;
}
