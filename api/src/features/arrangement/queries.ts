import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  contractSchema,
  familyCategories,
  finishProblems,
  isLineComplete,
  type Arrangement,
  type Contract,
  type ArrangementCategory,
  type Item,
  type ItemCategory,
  type Line,
  type Statement,
  type StatementLine,
  type Variant,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import {
  arrCategories,
  arrItems,
  arrPackageLines,
  arrPackages,
  arrSelectorItems,
  arrSelectors,
  arrStatementTemplates,
  arrVariants,
  caseArrangementLines,
  caseArrangements,
  casePayments,
} from './tables';
import { computeTotals, lineAmountCents, type PackagePricing, type PricedLine } from './pricing';
import { priceUnder, revisionInEffect, revisionPrices, type RevisionPrices } from './price-list';
import { familyCases } from '../case-core/tables';

export type ArrangementRow = typeof caseArrangements.$inferSelect;
type CategoryRow = typeof arrCategories.$inferSelect;
type ItemRow = typeof arrItems.$inferSelect;
type VariantRow = typeof arrVariants.$inferSelect;

export const conflict = (message: string, fieldErrors?: Record<string, string>) => new HttpError(409, message, fieldErrors);
export const SIGNED_MESSAGE = 'The contract is signed. Please ask the funeral home if something needs to change.';

// The case's arrangement row, created on first use with the price list revision that was in effect when the
// case was made (issue 25a): a case made before a revision's date keeps the prices it was quoted.
export async function ensureArrangement(db: Db, siteId: string, caseId: number): Promise<ArrangementRow> {
  const [existing] = await db.select().from(caseArrangements).where(eq(caseArrangements.caseId, caseId)).limit(1);
  if (existing) return existing;
  const [made] = await db.select({ createdAt: familyCases.createdAt }).from(familyCases).where(eq(familyCases.id, caseId)).limit(1);
  const template = await revisionInEffect(db, siteId, made?.createdAt ?? new Date());
  await db.insert(caseArrangements).values({ caseId, templateRevisionId: template.revisionId }).onConflictDoNothing();
  const [row] = await db.select().from(caseArrangements).where(eq(caseArrangements.caseId, caseId)).limit(1);
  return row!;
}

// The statement template (price list revision) in effect today in the home's time zone: one published for a
// later day waits for it (price-list.ts).
export const currentTemplate = (db: Db, siteId: string) => revisionInEffect(db, siteId);

export function requireOpen(row: ArrangementRow): void {
  if (row.status === 'SIGNED') throw conflict(SIGNED_MESSAGE);
}

// Any change after finishing re-opens the arrangement: the family reviews again before signing.
export async function touch(db: Db, row: ArrangementRow): Promise<void> {
  await db.update(caseArrangements).set({ status: 'OPEN', finishedAt: null, updatedAt: new Date() }).where(eq(caseArrangements.caseId, row.caseId));
}

const toCategory = (row: CategoryRow): ItemCategory => ({ id: row.id, name: row.name, kind: row.kind });
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
  taxRateBp: number;
  displayType: 'ITEMIZED' | 'SUMMARY';
}

export async function priceArrangement(db: Db, siteId: string, caseId: number): Promise<Priced> {
  const row = await ensureArrangement(db, siteId, caseId);
  const loaded = await loadLines(db, caseId);
  const counts = await variantCounts(
    db,
    loaded.flatMap(({ item }) => (item ? [item.id] : [])),
  );
  const [template] = await db.select().from(arrStatementTemplates).where(eq(arrStatementTemplates.revisionId, row.templateRevisionId)).limit(1);
  // The case keeps the price list revision it was made with (issue 25 point 1): its prices, not today's.
  const prices = await revisionPrices(db, row.templateRevisionId);
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
        ? { id: item.id, name: item.name, variantCount: counts.get(item.id) ?? 0, priceCents: priceUnder(prices, 'ITEM', item.id, item.priceCents) }
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
  const offeredCategories = await offeredFamilyCategories(db, siteId);
  return { row, packageName, pricing, lines, offeredCategories, taxRateBp: template?.taxRateBp ?? 0, displayType: template?.displayType ?? 'ITEMIZED' };
}

// The family's categories that have something to add: an item still offered, or a cash advance category, where
// the family may name what the home pays to others (an honorarium) for staff to price.
async function offeredFamilyCategories(db: Db, siteId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(arrCategories)
    .where(
      and(
        eq(arrCategories.siteId, siteId),
        eq(arrCategories.displayForFamily, true),
        sql`(${arrCategories.kind} = 'CASH_ADVANCE' OR EXISTS (SELECT 1 FROM ${arrItems} WHERE ${arrItems.categoryId} = ${arrCategories.id} AND ${arrItems.active}))`,
      ),
    );
}

export function totalsOf(priced: Priced) {
  return computeTotals(
    priced.pricing,
    priced.lines.map((line) => line.pricing),
    priced.taxRateBp,
  );
}

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
    categories: familyCategories([...byCategory.values()]),
    totals: totalsOf(priced),
    problems: problemsOf(priced),
  };
}

// Approved payments of the case; `until` counts those made by then (an earlier revision's balance).
export async function paidCents(db: Db, caseId: number, until?: Date): Promise<number> {
  const filters = [eq(casePayments.caseId, caseId), eq(casePayments.status, 'APPROVED')];
  if (until) filters.push(lte(casePayments.createdAt, until));
  const [row] = await db
    // What was paid less what was given back (issue 25 refunds).
    .select({ total: sql<number>`coalesce(sum(${casePayments.amountCents} - ${casePayments.refundedCents}), 0)::int` })
    .from(casePayments)
    .where(and(...filters));
  return row?.total ?? 0;
}

// The statement from the live arrangement (before signing) or the snapshot (after). Every line the family
// is charged for is on it, staff-only categories included: the Funeral Rule wants every price itemized.
export function liveStatement(priced: Priced): Omit<Statement, 'paidCents' | 'balanceCents'> {
  const lines: StatementLine[] = [...priced.lines]
    .sort((a, b) => b.categoryPosition - a.categoryPosition || a.category.name.localeCompare(b.category.name) || a.id - b.id)
    .map((line) => ({
      name: line.item?.name ?? line.name ?? line.selector?.name ?? 'Selection',
      detail: line.leftOut ? 'Left out of the package' : line.variant ? [line.variant.name, line.variant.finish].filter(Boolean).join(', ') : null,
      category: line.category.name,
      kind: line.category.kind,
      quantity: line.quantity,
      amountCents: line.amountCents,
      includedInPackage: line.fromPackage,
      cashAdvance: line.category.kind === 'CASH_ADVANCE',
    }));
  return {
    caseId: priced.row.caseId,
    templateRevisionId: priced.row.templateRevisionId,
    displayType: priced.displayType,
    status: priced.row.status,
    packageName: priced.packageName,
    packagePriceCents: priced.pricing?.priceCents ?? 0,
    lines,
    totals: totalsOf(priced),
    taxRateBasisPoints: priced.taxRateBp,
    signedAt: priced.row.signedAt ? priced.row.signedAt.toISOString() : null,
    signedName: priced.row.signature?.typedName ?? null,
    signing: null,
  };
}

export async function contractOf(db: Db, siteId: string, caseId: number): Promise<Contract> {
  const row = await ensureArrangement(db, siteId, caseId);
  return checked(
    contractSchema,
    {
      caseId,
      status: row.status,
      purchaser: row.purchaser,
      details: row.details,
      signature: row.signature,
      signedAt: row.signedAt ? row.signedAt.toISOString() : null,
      templateRevisionId: row.templateRevisionId,
      revision: row.revision,
      revisionOpenedAt: row.revisionOpenedAt ? row.revisionOpenedAt.toISOString() : null,
      signerUserId: row.signerUserId,
      signing: row.statementSnapshot?.signing ?? null,
      countersignature: row.countersignature,
      binding: row.status === 'SIGNED' && row.countersignature !== null,
    },
    'contract',
  );
}

export async function statementOf(db: Db, siteId: string, caseId: number): Promise<Statement> {
  const priced = await priceArrangement(db, siteId, caseId);
  const base = priced.row.statementSnapshot ?? liveStatement(priced);
  const paid = await paidCents(db, caseId);
  return { ...base, status: priced.row.status, paidCents: paid, balanceCents: base.totals.totalCents - paid, countersignature: priced.row.countersignature };
}
