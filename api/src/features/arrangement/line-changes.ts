import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { lineOptionSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { conflict } from './arrangement-row';
import type { lineOf } from './price-arrangement';
import { requireItem, requireVariant } from './catalogue-queries';
import { arrItems, arrPackageLines, arrSelectorItems, type caseArrangementLines } from './tables';

type Line = Awaited<ReturnType<typeof lineOf>>;
type LineChanges = Partial<typeof caseArrangementLines.$inferInsert>;

const LEAVE_OUT_REFUSED = 'The package does not let you leave this out.';

/**
 * What a PATCH of a family's selection changes (SPEC §4), each field by its own rule: another item of the
 * choice or category, its finish, how many, a free selection's name, leaving a package's line out.
 */
export async function lineChanges(db: Db, siteId: string, line: Line, body: z.output<typeof lineOptionSchema>): Promise<LineChanges> {
  const changes: LineChanges = {};
  let itemId = line.itemId;
  if (body.itemId !== undefined && body.itemId !== line.itemId) {
    itemId = await chosenItem(db, siteId, line, body.itemId);
    changes.itemId = itemId;
    // A variant belongs to its item: a new item starts without one unless it is given.
    changes.variantId = null;
  }
  if (body.variantId !== undefined) {
    if (body.variantId === null) changes.variantId = null;
    else {
      if (itemId === null) throw badRequest('Choose an item before its finish.', { variantId: 'Choose an item before its finish.' });
      changes.variantId = (await requireVariant(db, itemId, body.variantId)).id;
    }
  }
  if (body.quantity !== undefined) {
    if (line.fromPackage && body.quantity !== line.quantity && !(await quantityEditable(db, line.itemId)))
      throw conflict('The package sets how many of this are included.');
    changes.quantity = body.quantity;
  }
  if (body.name !== undefined) {
    if (line.itemId !== null || line.selectorId !== null) throw badRequest('Only a free selection has a name.', { name: 'Only a free selection has a name.' });
    changes.name = body.name;
    // A new name is a new thing to price: the home's price was for the old one.
    if (body.name !== line.name) Object.assign(changes, { staffPriceCents: null, pricedBy: null, pricedAt: null });
  }
  if (body.leftOut !== undefined && body.leftOut !== line.leftOut) {
    const [packageLine] = line.packageLineId ? await db.select().from(arrPackageLines).where(eq(arrPackageLines.id, line.packageLineId)).limit(1) : [];
    if (!line.fromPackage || !packageLine?.mayLeaveOut) throw conflict(LEAVE_OUT_REFUSED, { leftOut: LEAVE_OUT_REFUSED });
    changes.leftOut = body.leftOut;
  }
  return changes;
}

/** Another item for a line: one of its choice's items, or of its own category for a line added alone. */
async function chosenItem(db: Db, siteId: string, line: Line, wanted: number | null): Promise<number | null> {
  if (wanted === null) {
    if (line.selectorId === null) throw badRequest('Please check the selection: itemId (This field is required).', { itemId: 'This field is required' });
    return null;
  }
  const item = await requireItem(db, siteId, wanted, { offered: wanted !== line.itemId });
  if (line.selectorId !== null) {
    const [allowed] = await db
      .select()
      .from(arrSelectorItems)
      .where(and(eq(arrSelectorItems.selectorId, line.selectorId), eq(arrSelectorItems.itemId, item.id)))
      .limit(1);
    if (!allowed)
      throw badRequest('This item is not one of the choices for this selection.', { itemId: 'This item is not one of the choices for this selection.' });
  } else if (line.fromPackage || item.category.id !== line.categoryId) {
    throw badRequest('This item belongs to another category.', { itemId: 'This item belongs to another category.' });
  }
  return item.id;
}

async function quantityEditable(db: Db, itemId: number | null): Promise<boolean> {
  if (itemId === null) return false;
  const [item] = await db.select({ editable: arrItems.quantityEditable }).from(arrItems).where(eq(arrItems.id, itemId)).limit(1);
  return item?.editable ?? false;
}
