import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { numericIdSchema, priceListRevisionListSchema, priceListRevisionSchema, type PriceListRevisionSummary } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { named } from '../../lib/route-schemas';
import { revisionBook, type TemplateRow } from './case-prices';
import { priceUnder, revisionInEffect } from './price-list';
import { priceListCategories } from './price-list-categories';
import { arrPackages, arrStatementTemplates, caseArrangements } from './tables';

const revisionParams = named(z.object({ revisionId: numericIdSchema }).strict(), 'price list revision address');

/**
 * Issue 36 §4: the price list revisions a home published, with their effective dates, and each opened read-only
 * at its own prices (what the cases arranged under it were quoted). Registered inside the staff catalogue
 * plugin, so its guard is theirs: staff of this home (401 signed out, 403 for a family account); another home's
 * revision is a 404.
 */
export async function priceListRevisionRoutes(instance: FastifyInstance, { db }: { db: Db }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/api/staff/catalogue/revisions', { schema: { response: { 200: priceListRevisionListSchema } } }, async (request) => {
    const rows = await db
      .select()
      .from(arrStatementTemplates)
      .where(eq(arrStatementTemplates.siteId, request.siteId))
      .orderBy(sql`${arrStatementTemplates.effectiveDate} DESC`, sql`${arrStatementTemplates.revisionId} DESC`);
    const summarize = await summaries(db, request.siteId);
    return { revisions: rows.map(summarize) };
  });

  app.get('/api/staff/catalogue/revisions/:revisionId', { schema: { params: revisionParams, response: { 200: priceListRevisionSchema } } }, async (request) => {
    const { revision, prices } = await revisionBook(db, request.siteId, request.params.revisionId);
    const packages = await db.select().from(arrPackages).where(eq(arrPackages.siteId, request.siteId)).orderBy(asc(arrPackages.position), asc(arrPackages.id));
    return {
      revision: (await summaries(db, request.siteId))(revision),
      categories: await priceListCategories(db, request.siteId, prices),
      packages: packages.map((pkg) => ({ id: pkg.id, name: pkg.name, priceCents: priceUnder(prices, 'PACKAGE', pkg.id, pkg.priceCents) })),
    };
  });
}

/** How each revision stands today (newest, in effect) and how many cases keep its prices. */
async function summaries(db: Db, siteId: string): Promise<(row: TemplateRow) => PriceListRevisionSummary> {
  const inEffect = await revisionInEffect(db, siteId);
  const counts = await db
    .select({ revisionId: caseArrangements.templateRevisionId, count: sql<number>`count(*)::int` })
    .from(caseArrangements)
    .innerJoin(arrStatementTemplates, eq(arrStatementTemplates.revisionId, caseArrangements.templateRevisionId))
    .where(eq(arrStatementTemplates.siteId, siteId))
    .groupBy(caseArrangements.templateRevisionId);
  return (row) => ({
    revisionId: row.revisionId,
    effectiveDate: row.effectiveDate,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    current: row.current,
    inEffect: row.revisionId === inEffect.revisionId,
    caseCount: counts.find((entry) => entry.revisionId === row.revisionId)?.count ?? 0,
  });
}
