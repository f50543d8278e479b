import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueCategoryBodySchema,
  catalogueItemBodySchema,
  cataloguePackageBodySchema,
  numericIdSchema,
  publishPriceListBodySchema,
  staffCatalogueSchema,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { scopeToStaff } from '../case-core/staff-scope';
import { priceListRevisionRoutes } from './price-list-revision-routes';
import { draftPrice, itemPrice, publishPriceList, savePackageLines, staffCatalogue } from './price-list';
import { arrCategories, arrItems, arrPackages } from './tables';

const itemParams = named(z.object({ itemId: numericIdSchema }).strict(), 'item address');
const categoryParams = named(z.object({ categoryId: numericIdSchema }).strict(), 'category address');
const packageParams = named(z.object({ packageId: numericIdSchema }).strict(), 'package address');
const itemBody = named(catalogueItemBodySchema, 'item');
const categoryBody = named(catalogueCategoryBodySchema, 'category');
const packageBody = named(cataloguePackageBodySchema, 'package');
const catalogue = { 200: staffCatalogueSchema, 201: staffCatalogueSchema };
const UNKNOWN_CATEGORY = 'Please choose one of the price list’s categories';

/**
 * The General Price List at the staff desk (issue 25 points 1 and 2), under /api/staff/catalogue: items,
 * categories and packages of this home; a price change waits in the draft until staff publish a new
 * revision (price-list.ts). Every call answers with the whole catalogue, as the desk shows it.
 */
export async function staffCatalogueRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'edit the price list');
  // Changing prices is a manager's (issue 37 point 8); every member of staff reads them.
  const PRICE_LIST = { staff: { permission: 'manager', what: 'change the price list' } } as const;

  const checkCategory = async (siteId: string, categoryId: number) => {
    const [row] = await db
      .select({ id: arrCategories.id })
      .from(arrCategories)
      .where(and(eq(arrCategories.id, categoryId), eq(arrCategories.siteId, siteId)))
      .limit(1);
    if (!row) throw badRequest(`Please check the item: categoryId (${UNKNOWN_CATEGORY}).`, { categoryId: UNKNOWN_CATEGORY });
  };

  app.get('/api/staff/catalogue', { schema: { response: catalogue } }, async (request) => staffCatalogue(db, request.siteId));
  // The revisions published before, each readable at its own prices (issue 36 §4): every member of staff.
  await priceListRevisionRoutes(app, { db });

  // A new item is offered at its price at once: no case has it yet, so no revision is changed by it.
  app.post('/api/staff/catalogue/items', { config: PRICE_LIST, schema: { body: itemBody, response: catalogue } }, async (request, reply) => {
    const { priceCents, imageUrl, requiredReason, ...facts } = request.body;
    await checkCategory(request.siteId, facts.categoryId);
    await db
      .insert(arrItems)
      .values({ siteId: request.siteId, ...facts, priceCents, imageUrl: imageUrl || null, requiredReason: requiredReason || null, position: 1000 });
    reply.status(201);
    return staffCatalogue(db, request.siteId);
  });

  app.put(
    '/api/staff/catalogue/items/:itemId',
    { config: PRICE_LIST, schema: { params: itemParams, body: itemBody, response: catalogue } },
    async (request) => {
      const { itemId } = request.params;
      const { priceCents, imageUrl, requiredReason, ...facts } = request.body;
      const live = await itemPrice(db, request.siteId, itemId);
      await checkCategory(request.siteId, facts.categoryId);
      await db
        .update(arrItems)
        // The reason is a fact about the item, not a price: it changes at once, like its name. Left out, it stays.
        .set({ ...facts, imageUrl: imageUrl || null, ...(requiredReason === undefined ? {} : { requiredReason: requiredReason || null }) })
        .where(and(eq(arrItems.id, itemId), eq(arrItems.siteId, request.siteId)));
      await draftPrice(db, request.siteId, 'ITEM', itemId, live, priceCents, request.staffUser.id);
      return staffCatalogue(db, request.siteId);
    },
  );

  app.post('/api/staff/catalogue/categories', { config: PRICE_LIST, schema: { body: categoryBody, response: catalogue } }, async (request, reply) => {
    await db.insert(arrCategories).values({ siteId: request.siteId, ...request.body });
    reply.status(201);
    return staffCatalogue(db, request.siteId);
  });

  app.put(
    '/api/staff/catalogue/categories/:categoryId',
    { config: PRICE_LIST, schema: { params: categoryParams, body: categoryBody, response: catalogue } },
    async (request) => {
      const updated = await db
        .update(arrCategories)
        .set(request.body)
        .where(and(eq(arrCategories.id, request.params.categoryId), eq(arrCategories.siteId, request.siteId)))
        .returning({ id: arrCategories.id });
      if (updated.length === 0) throw notFound('We could not find this category.');
      return staffCatalogue(db, request.siteId);
    },
  );

  app.post('/api/staff/catalogue/packages', { config: PRICE_LIST, schema: { body: packageBody, response: catalogue } }, async (request, reply) => {
    const { lines, ...facts } = request.body;
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(arrPackages)
        .values({ siteId: request.siteId, ...facts, position: 1000 })
        .returning({ id: arrPackages.id });
      await savePackageLines(tx as unknown as Db, request.siteId, created!.id, lines);
    });
    reply.status(201);
    return staffCatalogue(db, request.siteId);
  });

  app.put(
    '/api/staff/catalogue/packages/:packageId',
    { config: PRICE_LIST, schema: { params: packageParams, body: packageBody, response: catalogue } },
    async (request) => {
      const { packageId } = request.params;
      const { lines, priceCents, ...facts } = request.body;
      await db.transaction(async (tx) => {
        const [pkg] = await tx
          .update(arrPackages)
          .set(facts)
          .where(and(eq(arrPackages.id, packageId), eq(arrPackages.siteId, request.siteId)))
          .returning({ priceCents: arrPackages.priceCents });
        if (!pkg) throw notFound('We could not find this package.');
        await savePackageLines(tx as unknown as Db, request.siteId, packageId, lines);
        await draftPrice(tx as unknown as Db, request.siteId, 'PACKAGE', packageId, pkg.priceCents, priceCents, request.staffUser.id);
      });
      return staffCatalogue(db, request.siteId);
    },
  );

  // Retired: no longer offered; a case that chose it keeps it. Sent again, it stays retired (and is offered
  // again with `retired: false`).
  app.post(
    '/api/staff/catalogue/packages/:packageId/retire',
    { config: PRICE_LIST, schema: { params: packageParams, body: named(z.object({ retired: z.boolean() }).strict(), 'package'), response: catalogue } },
    async (request) => {
      const updated = await db
        .update(arrPackages)
        .set({ retiredAt: request.body.retired ? new Date() : null })
        .where(and(eq(arrPackages.id, request.params.packageId), eq(arrPackages.siteId, request.siteId)))
        .returning({ id: arrPackages.id });
      if (updated.length === 0) throw notFound('We could not find this package.');
      return staffCatalogue(db, request.siteId);
    },
  );

  app.post(
    '/api/staff/catalogue/publish',
    { config: PRICE_LIST, schema: { body: named(publishPriceListBodySchema, 'price list'), response: catalogue } },
    async (request, reply) => {
      await publishPriceList(db, request.siteId, request.body.effectiveDate, request.staffUser.id);
      reply.status(201);
      return staffCatalogue(db, request.siteId);
    },
  );
}
