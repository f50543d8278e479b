import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gplQuerySchema, gplSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { companyOf } from './company';
import { priceBookOfRequest } from './case-prices';
import { priceUnder, type RevisionPrices } from './price-list';
import { packagePricing } from './package-pricing';
import { arrCategories, arrItems, arrPackages, arrVariants } from './tables';

/** The lowest variant price of each item, at the revision in effect: an item with finishes is priced "from" it. */
async function fromPricesOf(db: Db, itemIds: number[], prices: RevisionPrices | null): Promise<Map<number, number>> {
  const fromPrices = new Map<number, number>();
  if (itemIds.length === 0) return fromPrices;
  const variantRows = await db
    .select({ id: arrVariants.id, itemId: arrVariants.itemId, live: arrVariants.priceCents })
    .from(arrVariants)
    .where(inArray(arrVariants.itemId, itemIds));
  for (const row of variantRows) {
    const price = priceUnder(prices, 'VARIANT', row.id, row.live);
    fromPrices.set(row.itemId, Math.min(price, fromPrices.get(row.itemId) ?? price));
  }
  return fromPrices;
}

/** The General Price List (FTC Funeral Rule), GET /api/family/company/gpl/items (ADR 082). */
export async function gplRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/items', { schema: { querystring: named(gplQuerySchema, 'price list query'), response: { 200: gplSchema } } }, async (request) => {
    const { page, size, ids, caseId } = request.query;
    // Read for a case: its own revision's prices and date (case-prices.ts, issue 36 §4); else the one in effect today.
    const { siteId, book } = await priceBookOfRequest(db, authService, request, caseId);
    // The current revision's price list: what is offered (an item staff switched off is not).
    const filters = [eq(arrItems.siteId, siteId), eq(arrItems.active, true)];
    if (ids) filters.push(inArray(arrItems.id, ids.split(',').map(Number)));
    const rows = await db
      .select({ item: arrItems, category: arrCategories })
      .from(arrItems)
      .innerJoin(arrCategories, eq(arrCategories.id, arrItems.categoryId))
      .where(and(...filters))
      .orderBy(sql`${arrCategories.position} DESC`, asc(arrCategories.name), asc(arrItems.position), asc(arrItems.id))
      .limit(size + 1)
      .offset((page - 1) * size);
    const pageRows = rows.slice(0, size);
    // One published for a later day shows from that day on (issue 25a).
    const { revision: template, prices } = book;
    const fromPrices = await fromPricesOf(
      db,
      pageRows.map(({ item }) => item.id),
      prices,
    );
    const packages = await db
      .select()
      .from(arrPackages)
      .where(and(eq(arrPackages.siteId, siteId), isNull(arrPackages.retiredAt)))
      .orderBy(asc(arrPackages.position));
    const pricing = await packagePricing(
      db,
      packages.map((pkg) => pkg.id),
      prices,
    );
    return {
      company: await companyOf(db, siteId),
      effectiveDate: template.effectiveDate,
      items: pageRows.map(({ item, category }) => ({
        id: item.id,
        name: item.name,
        description: item.description,
        category: { id: category.id, name: category.name, kind: category.kind },
        priceCents: priceUnder(prices, 'ITEM', item.id, item.priceCents),
        priceFromCents: fromPrices.has(item.id) ? Math.min(fromPrices.get(item.id)!, priceUnder(prices, 'ITEM', item.id, item.priceCents)) : null,
        cashAdvance: category.kind === 'CASH_ADVANCE',
        nonDeclinable: item.nonDeclinable,
        requiredReason: item.requiredReason,
      })),
      packages: packages.map((pkg) => ({
        packageId: pkg.id,
        name: pkg.name,
        priceCents: pricing.get(pkg.id)?.priceCents ?? pkg.priceCents,
        itemsAloneCents: pricing.get(pkg.id)?.itemsAloneCents ?? 0,
      })),
      page,
      pageSize: size,
      hasNext: rows.length > size,
    };
  });
}
