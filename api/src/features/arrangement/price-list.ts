import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { CataloguePackageBody, StaffCatalogue } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { homeTimeZone } from '../../lib/home-time-zone';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { instantToZoned } from '../../lib/zoned-time';
import { arrPriceDrafts, arrRevisionPrices, type PricedKind } from './price-list-tables';
import { arrCategories, arrItems, arrPackageLines, arrPackages, arrSelectors, arrStatementTemplates } from './tables';

// The versioned General Price List (issue 25 point 1; migration 853). The live prices on arr_item,
// arr_variant and arr_package are the current revision's. Staff's price changes wait in arr_price_draft;
// publishing keeps the superseded revision's prices (arr_revision_price), applies the draft and makes the
// new revision current. A case keeps the revision it was made with (case_arrangement.template_revision_id):
// revisionPrices() gives an older revision's prices back to the statement.
//
// A revision takes effect on its effective date, in the home's time zone (issue 25a): published for a day to
// come, its prices are already the live ones (the base of the next draft) but the revision in effect is
// still the one before, whose prices arr_revision_price kept. So "live" means the newest published revision,
// and what families see and new cases get is revisionInEffect()'s: the newest with effective_date <= today.
// Worked out from the date at each read, never by a timer: nothing has to run at midnight.

export type RevisionPrices = Record<PricedKind, Map<number, number>>;

/** The prices a superseded revision had; null for the current one (its prices are the live ones). */
export async function revisionPrices(db: Db, revisionId: number): Promise<RevisionPrices | null> {
  const rows = await db.select().from(arrRevisionPrices).where(eq(arrRevisionPrices.revisionId, revisionId));
  if (rows.length === 0) return null;
  const prices: RevisionPrices = { ITEM: new Map(), VARIANT: new Map(), PACKAGE: new Map() };
  for (const row of rows) prices[row.kind].set(row.targetId, row.priceCents);
  return prices;
}

/** A price under a revision: the revision's own when it kept one, else the live one (same thing). */
export const priceUnder = (prices: RevisionPrices | null, kind: PricedKind, id: number, live: number) => prices?.[kind].get(id) ?? live;

/** The home's calendar day at an instant ("2030-03-01"): a revision is in effect from its date's first moment there. */
export async function homeDay(db: Db, siteId: string, at: Date): Promise<string> {
  return instantToZoned(at, await homeTimeZone(db, siteId)).date;
}

/**
 * The revision in effect at an instant (default now): the newest whose effective date has come in the home's
 * time zone. An instant before the home's first revision (a case older than its price list) gets the first.
 */
export async function revisionInEffect(db: Db, siteId: string, at: Date = new Date()) {
  const day = await homeDay(db, siteId, at);
  const [inEffect] = await db
    .select()
    .from(arrStatementTemplates)
    .where(and(eq(arrStatementTemplates.siteId, siteId), lte(arrStatementTemplates.effectiveDate, day)))
    .orderBy(sql`${arrStatementTemplates.effectiveDate} DESC`, sql`${arrStatementTemplates.revisionId} DESC`)
    .limit(1);
  if (inEffect) return inEffect;
  const [first] = await db
    .select()
    .from(arrStatementTemplates)
    .where(eq(arrStatementTemplates.siteId, siteId))
    .orderBy(asc(arrStatementTemplates.effectiveDate), asc(arrStatementTemplates.revisionId))
    .limit(1);
  if (!first) throw notFound('This funeral home has not published its price list yet.');
  return first;
}

/** The prices families see now: the revision in effect's (null when that is the newest: the live prices). */
export async function pricesInEffect(db: Db, siteId: string, at: Date = new Date()) {
  const revision = await revisionInEffect(db, siteId, at);
  return { revision, prices: await revisionPrices(db, revision.revisionId) };
}

/** The newest published revision (maybe not in effect yet): the base staff's draft is priced against. */
export async function currentRevision(db: Db, siteId: string) {
  const [template] = await db
    .select()
    .from(arrStatementTemplates)
    .where(and(eq(arrStatementTemplates.siteId, siteId), eq(arrStatementTemplates.current, true)))
    .orderBy(sql`${arrStatementTemplates.revisionId} DESC`)
    .limit(1);
  if (!template) throw notFound('This funeral home has not published its price list yet.');
  return template;
}

// A changed price goes to the draft; set back to the published price, the draft line goes away.
export async function draftPrice(db: Db, siteId: string, kind: PricedKind, targetId: number, liveCents: number, priceCents: number, staffId: string) {
  if (priceCents === liveCents) {
    await db.delete(arrPriceDrafts).where(and(eq(arrPriceDrafts.siteId, siteId), eq(arrPriceDrafts.kind, kind), eq(arrPriceDrafts.targetId, targetId)));
    return;
  }
  await db
    .insert(arrPriceDrafts)
    .values({ siteId, kind, targetId, priceCents, changedBy: staffId })
    .onConflictDoUpdate({
      target: [arrPriceDrafts.siteId, arrPriceDrafts.kind, arrPriceDrafts.targetId],
      set: { priceCents, changedBy: staffId, changedAt: new Date() },
    });
}

/** Publishes the draft as a new revision with its effective date; the revision it supersedes keeps its prices. */
export async function publishPriceList(db: Db, siteId: string, effectiveDate: string, staffId: string): Promise<number> {
  return db.transaction(async (tx) => {
    // One publisher at a time per home: the current revision's row is the lock.
    await tx.execute(sql`SELECT revision_id FROM arr_statement_template WHERE site_id = ${siteId} AND current = true FOR UPDATE`);
    const current = await currentRevision(tx as unknown as Db, siteId);
    if (effectiveDate < current.effectiveDate) {
      const message = `The new price list cannot take effect before the current one (${current.effectiveDate}).`;
      throw badRequest(message, { effectiveDate: message });
    }
    // Backdated, it would reprice cases made since that day behind everyone's back: today at the earliest.
    const today = await homeDay(tx as unknown as Db, siteId, new Date());
    if (effectiveDate < today) {
      const message = `The new price list cannot take effect before today (${today}).`;
      throw badRequest(message, { effectiveDate: message });
    }
    const drafts = await tx.select().from(arrPriceDrafts).where(eq(arrPriceDrafts.siteId, siteId));
    if (drafts.length === 0) throw new HttpError(409, 'There are no price changes to publish.');
    // The superseded revision's prices, as they are now (kept once: a revision's prices never change).
    await tx.execute(sql`
      INSERT INTO arr_revision_price (revision_id, kind, target_id, price_cents)
      SELECT ${current.revisionId}::integer, 'ITEM', id, price_cents FROM arr_item WHERE site_id = ${siteId}
      UNION ALL
      SELECT ${current.revisionId}::integer, 'VARIANT', v.id, v.price_cents FROM arr_variant v JOIN arr_item i ON i.id = v.item_id WHERE i.site_id = ${siteId}
      UNION ALL
      SELECT ${current.revisionId}::integer, 'PACKAGE', id, price_cents FROM arr_package WHERE site_id = ${siteId}
      ON CONFLICT DO NOTHING`);
    for (const draft of drafts) {
      if (draft.kind === 'ITEM')
        await tx
          .update(arrItems)
          .set({ priceCents: draft.priceCents })
          .where(and(eq(arrItems.id, draft.targetId), eq(arrItems.siteId, siteId)));
      if (draft.kind === 'PACKAGE')
        await tx
          .update(arrPackages)
          .set({ priceCents: draft.priceCents })
          .where(and(eq(arrPackages.id, draft.targetId), eq(arrPackages.siteId, siteId)));
      if (draft.kind === 'VARIANT')
        await tx.execute(
          sql`UPDATE arr_variant SET price_cents = ${draft.priceCents}::integer WHERE id = ${draft.targetId}::integer AND item_id IN (SELECT id FROM arr_item WHERE site_id = ${siteId})`,
        );
    }
    await tx.update(arrStatementTemplates).set({ current: false }).where(eq(arrStatementTemplates.revisionId, current.revisionId));
    const [created] = await tx
      .insert(arrStatementTemplates)
      .values({
        siteId,
        title: current.title,
        displayType: current.displayType,
        disclosures: current.disclosures,
        taxRateBp: current.taxRateBp,
        effectiveDate,
        current: true,
        publishedAt: new Date(),
        publishedBy: staffId,
      })
      .returning({ revisionId: arrStatementTemplates.revisionId });
    await tx.delete(arrPriceDrafts).where(eq(arrPriceDrafts.siteId, siteId));
    return created!.revisionId;
  });
}

/** Everything staff edit, with the draft prices beside the published ones. */
export async function staffCatalogue(db: Db, siteId: string): Promise<StaffCatalogue> {
  const revision = await currentRevision(db, siteId);
  const drafts = await db.select().from(arrPriceDrafts).where(eq(arrPriceDrafts.siteId, siteId));
  const draftOf = (kind: PricedKind, id: number) => drafts.find((draft) => draft.kind === kind && draft.targetId === id)?.priceCents ?? null;
  const categories = await db.select().from(arrCategories).where(eq(arrCategories.siteId, siteId)).orderBy(asc(arrCategories.position), asc(arrCategories.id));
  const items = await db.select().from(arrItems).where(eq(arrItems.siteId, siteId)).orderBy(asc(arrItems.position), asc(arrItems.id));
  const packages = await db.select().from(arrPackages).where(eq(arrPackages.siteId, siteId)).orderBy(asc(arrPackages.position), asc(arrPackages.id));
  const lines =
    packages.length === 0
      ? []
      : await db
          .select({ line: arrPackageLines, itemName: arrItems.name, selectorName: arrSelectors.name })
          .from(arrPackageLines)
          .leftJoin(arrItems, eq(arrItems.id, arrPackageLines.itemId))
          .leftJoin(arrSelectors, eq(arrSelectors.id, arrPackageLines.selectorId))
          .where(
            inArray(
              arrPackageLines.packageId,
              packages.map((pkg) => pkg.id),
            ),
          )
          .orderBy(asc(arrPackageLines.position), asc(arrPackageLines.id));
  return {
    revision: { revisionId: revision.revisionId, effectiveDate: revision.effectiveDate, publishedAt: revision.publishedAt?.toISOString() ?? null },
    today: await homeDay(db, siteId, new Date()),
    draftChanges: drafts.length,
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      kind: category.kind,
      position: category.position,
      displayForFamily: category.displayForFamily,
      items: items
        .filter((item) => item.categoryId === category.id)
        .map((item) => ({
          id: item.id,
          categoryId: item.categoryId,
          name: item.name,
          description: item.description,
          priceCents: item.priceCents,
          draftPriceCents: draftOf('ITEM', item.id),
          taxable: item.taxable,
          imageUrl: item.imageUrl,
          imageAlt: item.imageAlt,
          active: item.active,
          requiredReason: item.requiredReason,
        })),
    })),
    packages: packages.map((pkg) => ({
      id: pkg.id,
      category: pkg.category,
      name: pkg.name,
      description: pkg.description,
      priceCents: pkg.priceCents,
      draftPriceCents: draftOf('PACKAGE', pkg.id),
      retired: pkg.retiredAt !== null,
      lines: lines
        .filter(({ line }) => line.packageId === pkg.id)
        .map(({ line, itemName, selectorName }) => ({
          id: line.id,
          itemId: line.itemId,
          selectorId: line.selectorId,
          name: itemName ?? selectorName ?? '',
          quantity: line.quantity,
          mayLeaveOut: line.mayLeaveOut,
          leaveOutCreditCents: line.leaveOutCreditCents,
          allowExtra: line.allowExtra,
        })),
    })),
  };
}

/**
 * A package's lines as staff send them: existing lines by id keep their item or choice (cases that chose the
 * package point at them), new lines name an item of this home; lines left out of the list are removed.
 */
export async function savePackageLines(db: Db, siteId: string, packageId: number, lines: CataloguePackageBody['lines']) {
  const existing = await db.select().from(arrPackageLines).where(eq(arrPackageLines.packageId, packageId));
  const itemIds = lines.flatMap((line) => (line.id === undefined && line.itemId !== undefined ? [line.itemId] : []));
  if (itemIds.length > 0) {
    const known = await db
      .select({ id: arrItems.id })
      .from(arrItems)
      .where(and(eq(arrItems.siteId, siteId), inArray(arrItems.id, itemIds)));
    const missing = itemIds.find((id) => !known.some((row) => row.id === id));
    if (missing !== undefined) throw badRequest('Please choose an item of this price list.', { lines: 'Please choose an item of this price list' });
  }
  for (const line of lines) {
    if (line.id !== undefined && !existing.some((row) => row.id === line.id)) {
      throw badRequest('One of the lines is not part of this package.', { lines: 'One of the lines is not part of this package' });
    }
  }
  const kept = new Set(lines.flatMap((line) => (line.id === undefined ? [] : [line.id])));
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await db.delete(arrPackageLines).where(inArray(arrPackageLines.id, gone));
  for (const [position, line] of lines.entries()) {
    const values = {
      quantity: line.quantity,
      mayLeaveOut: line.mayLeaveOut,
      leaveOutCreditCents: line.leaveOutCreditCents ?? 0,
      allowExtra: line.allowExtra,
      position,
    };
    if (line.id !== undefined) await db.update(arrPackageLines).set(values).where(eq(arrPackageLines.id, line.id));
    else await db.insert(arrPackageLines).values({ packageId, itemId: line.itemId!, ...values });
  }
}

export const itemPrice = async (db: Db, siteId: string, itemId: number) => {
  const [row] = await db
    .select({ priceCents: arrItems.priceCents })
    .from(arrItems)
    .where(and(eq(arrItems.id, itemId), eq(arrItems.siteId, siteId)))
    .limit(1);
  if (!row) throw notFound('We could not find this item.');
  return row.priceCents;
};
