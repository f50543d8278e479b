import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caseQuerySchema, itemSchema, selectorSchema, statementDisclosures, statementTemplateSchema, variantListSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { requireFamilyUser } from '../case-core/case-context';
import { itemParams, revisionParams, selectorParams } from './params';
import { priceBookOfRequest } from './case-prices';
import { priceUnder } from './price-list';
import { itemsOf, requireItem, toVariant } from './catalogue-queries';
import { arrItems, arrSelectorItems, arrSelectors, arrStatementTemplates, arrVariants } from './tables';

const caseQuery = named(caseQuerySchema, 'price list query');

/**
 * Catalogue reads under /api/family/arrangements (ADR 082): a signed-in account of this site, items of this
 * site only. The address is checked before the account, the order these calls always had. Read for a case
 * (`?caseId=`), the caller must belong to it and the prices are its revision's (case-prices.ts, issue 36 §4).
 */
export async function catalogueRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/items/selectors/:selectorId',
    { schema: { params: selectorParams, querystring: caseQuery, response: { 200: selectorSchema } } },
    async (request) => {
      const { selectorId } = request.params;
      const { siteId, book } = await priceBookOfRequest(db, authService, request, request.query.caseId);
      const [selector] = await db
        .select()
        .from(arrSelectors)
        .where(and(eq(arrSelectors.id, selectorId), eq(arrSelectors.siteId, siteId)))
        .limit(1);
      if (!selector) throw notFound('We could not find this choice.');
      // Only items still offered (staff switch an item off on the price list).
      const members = await db
        .select({ itemId: arrSelectorItems.itemId })
        .from(arrSelectorItems)
        .innerJoin(arrItems, eq(arrItems.id, arrSelectorItems.itemId))
        .where(and(eq(arrSelectorItems.selectorId, selectorId), eq(arrItems.active, true)))
        .orderBy(asc(arrSelectorItems.position));
      const items = await itemsOf(
        db,
        siteId,
        members.map((member) => member.itemId),
      );
      // At the case's revision's prices, or (for no case) the revision in effect today, not one published for a later day.
      const { prices } = book;
      const byId = new Map(items.map((item) => [item.id, { ...item, priceCents: priceUnder(prices, 'ITEM', item.id, item.priceCents) }]));
      return { id: selector.id, name: selector.name, selectorItems: members.flatMap(({ itemId }) => (byId.has(itemId) ? [{ item: byId.get(itemId)! }] : [])) };
    },
  );

  app.get('/items/:itemId', { schema: { params: itemParams, querystring: caseQuery, response: { 200: itemSchema } } }, async (request) => {
    const { siteId, book } = await priceBookOfRequest(db, authService, request, request.query.caseId);
    const { taxable: _taxable, ...item } = await requireItem(db, siteId, request.params.itemId);
    const { prices } = book;
    return { ...item, priceCents: priceUnder(prices, 'ITEM', item.id, item.priceCents) };
  });

  app.get('/items/:itemId/variants', { schema: { params: itemParams, querystring: caseQuery, response: { 200: variantListSchema } } }, async (request) => {
    const { itemId } = request.params;
    const { siteId, book } = await priceBookOfRequest(db, authService, request, request.query.caseId);
    await requireItem(db, siteId, itemId);
    const rows = await db.select().from(arrVariants).where(eq(arrVariants.itemId, itemId)).orderBy(asc(arrVariants.position), asc(arrVariants.id));
    const { prices } = book;
    return { items: rows.map((row) => ({ ...toVariant(row), priceCents: priceUnder(prices, 'VARIANT', row.id, row.priceCents) })) };
  });

  app.get('/statement/template/:revisionId', { schema: { params: revisionParams, response: { 200: statementTemplateSchema } } }, async (request) => {
    const user = await requireFamilyUser(authService, request);
    const [template] = await db
      .select()
      .from(arrStatementTemplates)
      .where(and(eq(arrStatementTemplates.revisionId, request.params.revisionId), eq(arrStatementTemplates.siteId, user.siteId)))
      .limit(1);
    if (!template) throw notFound('We could not find this statement template.');
    const { revisionId, title, displayType, disclosures, effectiveDate } = template;
    // The Funeral Rule's disclosures first, whatever the home's template holds (issue 39.5).
    return { revisionId, title, displayType, disclosures: statementDisclosures(disclosures), effectiveDate };
  });
}
