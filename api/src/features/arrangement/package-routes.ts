import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { arrangementSchema, packageListSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { AuthService } from '../auth/service';
import { recordCaseEvent } from '../case-core/case-history';
import { scopeToCase } from '../case-core/case-scope';
import { arrangementOf } from './finishing';
import { caseParams, packageParams } from './params';
import { priceBookFor } from './case-prices';
import { ensureArrangement, requireOpen } from './arrangement-row';
import { packagePricing } from './package-pricing';
import { arrItems, arrPackageLines, arrPackages, arrSelectors, caseArrangementLines, caseArrangements } from './tables';
import { advanceTask } from './task-progress';

/** The home's packages for a case, and picking one: /api/family/arrangements/:caseId/packages (ADR 082). */
export async function packageRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  app.get('/packages', { schema: { params: caseParams, response: { 200: packageListSchema } } }, async (request) => {
    const { caseId } = request.params;
    const { siteId } = request.caseContext;
    const row = await ensureArrangement(db, siteId, caseId);
    // A retired package is offered no more; the case that chose it still sees it (issue 25 point 2).
    const packages = (await db.select().from(arrPackages).where(eq(arrPackages.siteId, siteId)).orderBy(asc(arrPackages.position), asc(arrPackages.id))).filter(
      (pkg) => pkg.retiredAt === null || pkg.id === row.packageId,
    );
    // At the prices of the case's price list revision (case-prices.ts).
    const { prices } = await priceBookFor(db, siteId, caseId);
    const pricing = await packagePricing(
      db,
      packages.map((pkg) => pkg.id),
      prices,
    );
    return {
      items: packages.map((pkg) => ({
        packageId: pkg.id,
        category: pkg.category,
        name: pkg.name,
        description: pkg.description,
        priceCents: pricing.get(pkg.id)?.priceCents ?? pkg.priceCents,
        itemsAloneCents: pricing.get(pkg.id)?.itemsAloneCents ?? 0,
        includes: pricing.get(pkg.id)?.includes ?? [],
        selected: row.packageId === pkg.id,
      })),
    };
  });

  // Picking a package sets it on the case (SPEC §4): its lines replace the previous package's; what the
  // family added alone stays.
  app.post('/packages/:packageId', { schema: { params: packageParams, response: { 200: arrangementSchema } } }, async (request) => {
    const { caseId, packageId } = request.params;
    const { siteId } = request.caseContext;
    const row = await ensureArrangement(db, siteId, caseId);
    requireOpen(row);
    const [pkg] = await db
      .select()
      .from(arrPackages)
      .where(and(eq(arrPackages.id, packageId), eq(arrPackages.siteId, siteId)))
      .limit(1);
    if (!pkg || (pkg.retiredAt !== null && row.packageId !== packageId)) throw notFound('We could not find this package.');
    if (row.packageId !== packageId) {
      await replacePackageLines(db, caseId, packageId);
      await recordCaseEvent(db, request, caseId, { kind: 'arrangement.chosen', summary: `Chose the package ${pkg.name}` });
    }
    await advanceTask(db, caseId, 'arrangements', 'IN_PROGRESS');
    return arrangementOf(db, request.caseContext, caseId);
  });
}

/** The new package's lines in place of the old one's, the package set and the review open again. */
async function replacePackageLines(db: Db, caseId: number, packageId: number): Promise<void> {
  const included = await db
    .select({ line: arrPackageLines, itemCategory: arrItems.categoryId, selectorCategory: arrSelectors.categoryId })
    .from(arrPackageLines)
    .leftJoin(arrItems, eq(arrItems.id, arrPackageLines.itemId))
    .leftJoin(arrSelectors, eq(arrSelectors.id, arrPackageLines.selectorId))
    .where(eq(arrPackageLines.packageId, packageId))
    .orderBy(asc(arrPackageLines.position));
  await db.transaction(async (tx) => {
    await tx.delete(caseArrangementLines).where(and(eq(caseArrangementLines.caseId, caseId), eq(caseArrangementLines.fromPackage, true)));
    if (included.length > 0) {
      await tx.insert(caseArrangementLines).values(
        included.map(({ line, itemCategory, selectorCategory }) => ({
          caseId,
          categoryId: (itemCategory ?? selectorCategory)!,
          itemId: line.itemId,
          selectorId: line.selectorId,
          quantity: line.quantity,
          fromPackage: true,
          packageLineId: line.id,
        })),
      );
    }
    await tx.update(caseArrangements).set({ packageId, status: 'OPEN', finishedAt: null, updatedAt: new Date() }).where(eq(caseArrangements.caseId, caseId));
  });
}
