import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  arrangementSchema,
  catalogueIdSchema,
  caseIdSchema,
  conferencePriceListSchema,
  discountBodySchema,
  DISCOUNT_MESSAGES,
  formatCents,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { recordCaseEvent } from '../case-core/case-history';
import { scopeToCase } from '../case-core/case-scope';
import { scopeToStaff } from '../case-core/staff-scope';
import { caseArrangementDiscounts } from './discount-tables';
import { arrangementOf } from './finishing';
import { caseParams } from './params';
import { priceBookFor } from './case-prices';
import { priceListCategories } from './price-list-categories';
import { requireOpen, touch } from './arrangement-row';
import { lineLabel, priceArrangement, totalsOf, WHOLE_STATEMENT } from './price-arrangement';

type Deps = { db: Db; authService: AuthService };
const discountParams = named(z.object({ caseId: caseIdSchema, discountId: catalogueIdSchema }).strict(), 'discount address');

/**
 * The arrangement conference (issue 39 point 2), staff of the home only, under /api/family/arrangements/:caseId
 * beside the family's calls the studio editor also uses (packages, lines, prices):
 * - GET price-list: the whole price list at the case's own revision's prices, staff-only categories too;
 * - POST discounts, DELETE discounts/{id}: a discount with its reason, on a line or the whole statement.
 * Staff first (401, 403 for a family member or a helper), then the case of this site (404).
 */
export async function conferenceRoutes(instance: FastifyInstance, { db, authService }: Deps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'make the arrangements with the family');
  scopeToCase(app, { db, authService });

  app.get('/price-list', { schema: { params: caseParams, response: { 200: conferencePriceListSchema } } }, async (request) => {
    const { siteId } = request.caseContext;
    // The case's own revision (case-prices.ts, issue 36 §4).
    const { revision, prices } = await priceBookFor(db, siteId, request.params.caseId);
    return { templateRevisionId: revision.revisionId, categories: await priceListCategories(db, siteId, prices) };
  });

  app.post(
    '/discounts',
    { schema: { params: caseParams, body: named(discountBodySchema, 'discount'), response: { 201: arrangementSchema } } },
    async (request, reply) => {
      const { caseId } = request.params;
      const context = request.caseContext;
      const { lineId, amountCents, reason } = request.body;
      const priced = await priceArrangement(db, context.siteId, caseId, 'STAFF');
      requireOpen(priced.row);
      const label = lineId === null ? WHOLE_STATEMENT : discountableLine(priced, lineId, amountCents);
      if (lineId === null) {
        // Never more than the goods and services left after the discounts already given: cash advances are at cost.
        const totals = totalsOf(priced);
        const room = totals.packageCents + totals.itemsCents - (totals.discountCents ?? 0);
        if (amountCents > room) {
          const message = DISCOUNT_MESSAGES.tooMuchStatement(formatCents(Math.max(0, room)));
          throw badRequest(message, { amountCents: message });
        }
      }
      await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        await txDb.insert(caseArrangementDiscounts).values({ caseId, lineId, amountCents, reason, givenBy: request.staffUser.id });
        await touch(txDb, priced.row);
        // Who gave it is the history's (the statement shows the discount and its reason, not the person).
        await recordCaseEvent(txDb, request, caseId, {
          kind: 'arrangement.discount-given',
          summary: `Gave a discount of ${formatCents(amountCents)} on ${label === WHOLE_STATEMENT ? 'the whole statement' : label}: ${reason}`,
          after: formatCents(-amountCents),
        });
      });
      reply.code(201);
      return arrangementOf(db, context, caseId);
    },
  );

  app.delete('/discounts/:discountId', { schema: { params: discountParams, response: { 200: arrangementSchema } } }, async (request) => {
    const { caseId, discountId } = request.params;
    const context = request.caseContext;
    const priced = await priceArrangement(db, context.siteId, caseId, 'STAFF');
    requireOpen(priced.row);
    const discount = priced.discounts.find((entry) => entry.id === discountId);
    // Another case's discount is not found here: an id tells an outsider nothing.
    if (!discount) throw notFound(DISCOUNT_MESSAGES.notFound);
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await txDb.delete(caseArrangementDiscounts).where(and(eq(caseArrangementDiscounts.id, discountId), eq(caseArrangementDiscounts.caseId, caseId)));
      await touch(txDb, priced.row);
      await recordCaseEvent(txDb, request, caseId, {
        kind: 'arrangement.discount-removed',
        summary: `Removed the discount of ${formatCents(discount.amountCents)} on ${discount.lineId === null ? 'the whole statement' : discount.label}`,
        before: formatCents(-discount.amountCents),
      });
    });
    return arrangementOf(db, context, caseId);
  });
}

/** The line a discount is for: of this case, not a cash advance, and worth at least the discount. Its name. */
function discountableLine(priced: Awaited<ReturnType<typeof priceArrangement>>, lineId: number, amountCents: number): string {
  const line = priced.lines.find((entry) => entry.id === lineId);
  if (!line) throw notFound('We could not find this selection.');
  if (line.category.kind === 'CASH_ADVANCE') throw badRequest(DISCOUNT_MESSAGES.cashAdvance, { lineId: DISCOUNT_MESSAGES.cashAdvance });
  const given = priced.discounts.filter((discount) => discount.lineId === lineId).reduce((sum, discount) => sum + discount.amountCents, 0);
  const room = Math.max(0, line.amountCents - given);
  if (amountCents > room) {
    const message = DISCOUNT_MESSAGES.tooMuchLine(formatCents(room));
    throw badRequest(message, { amountCents: message });
  }
  return lineLabel(line);
}
