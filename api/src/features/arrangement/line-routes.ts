import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { addLineBodySchema, arrangementSchema, formatCents, lineOptionSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { recordCaseEvent } from '../case-core/case-history';
import { scopeToCase } from '../case-core/case-scope';
import { arrangementOf } from './finishing';
import { lineChanges } from './line-changes';
import { caseParams, lineParams } from './params';
import { conflict, ensureArrangement, requireOpen, touch } from './arrangement-row';
import { lineOf } from './price-arrangement';
import { requireItem, requireVariant } from './catalogue-queries';
import { arrCategories, arrItems, caseArrangementLines } from './tables';

/** The family's selections on a case, under /api/family/arrangements/:caseId (ADR 082). */
export async function lineRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  app.post(
    '/lines',
    { schema: { params: caseParams, body: named(addLineBodySchema, 'selection'), response: { 201: arrangementSchema } } },
    async (request, reply) => {
      const { caseId } = request.params;
      const { siteId } = request.caseContext;
      const row = await ensureArrangement(db, siteId, caseId);
      requireOpen(row);
      const { categoryId, variantId, label } = await placeOf(db, siteId, request.body, request.caseContext.access === 'STAFF');
      const body = request.body;
      // Issue 39: staff at the table price what they name as they add it (a cash advance: what the third
      // party is paid). The family names a line; the home prices it.
      const price = body.priceCents === undefined ? null : await staffPrice(authService, request, body);
      await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        await txDb.insert(caseArrangementLines).values({
          caseId,
          categoryId,
          itemId: body.itemId ?? null,
          variantId,
          name: body.itemId === undefined ? body.name! : null,
          quantity: body.quantity,
          ...(price ?? {}),
        });
        await touch(txDb, row);
        // Who added what to the arrangement (issue 36 point 1, issue 39): the family or staff at the table.
        await recordCaseEvent(txDb, request, caseId, {
          kind: 'arrangement.changed',
          summary: `Added ${label} × ${body.quantity}${price ? ` at ${formatCents(price.staffPriceCents)} each` : ''}`,
        });
      });
      reply.code(201);
      return arrangementOf(db, request.caseContext, caseId);
    },
  );

  app.patch(
    '/lines/:lineId',
    { schema: { params: lineParams, body: named(lineOptionSchema, 'selection'), response: { 200: arrangementSchema } } },
    async (request) => {
      const { caseId, lineId } = request.params;
      const { siteId } = request.caseContext;
      const row = await ensureArrangement(db, siteId, caseId);
      requireOpen(row);
      const line = await lineOf(db, caseId, lineId);
      const changes = await lineChanges(db, siteId, line, request.body);
      if (Object.keys(changes).length > 0) {
        await db.transaction(async (tx) => {
          const txDb = tx as unknown as Db;
          await txDb.update(caseArrangementLines).set(changes).where(eq(caseArrangementLines.id, line.id));
          await touch(txDb, row);
          await recordCaseEvent(txDb, request, caseId, {
            kind: 'arrangement.changed',
            summary: `Changed a selection (${Object.keys(changes).join(', ')})`,
            before: changes.quantity !== undefined ? String(line.quantity) : null,
            after: changes.quantity !== undefined ? String(changes.quantity) : null,
          });
        });
      }
      return arrangementOf(db, request.caseContext, caseId);
    },
  );

  app.delete('/items/:lineId', { schema: { params: lineParams, response: { 200: arrangementSchema } } }, async (request) => {
    const { caseId, lineId } = request.params;
    const { siteId } = request.caseContext;
    const row = await ensureArrangement(db, siteId, caseId);
    requireOpen(row);
    const line = await lineOf(db, caseId, lineId);
    if (line.fromPackage) throw conflict('This is part of the package. Choose another package to leave it out.');
    const [item] = line.itemId === null ? [] : await db.select({ name: arrItems.name }).from(arrItems).where(eq(arrItems.id, line.itemId)).limit(1);
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await txDb.delete(caseArrangementLines).where(eq(caseArrangementLines.id, line.id));
      await touch(txDb, row);
      await recordCaseEvent(txDb, request, caseId, {
        kind: 'arrangement.changed',
        summary: `Removed ${item?.name ?? line.name ?? 'a selection'} × ${line.quantity}`,
      });
    });
    return arrangementOf(db, request.caseContext, caseId);
  });
}

/** The price staff give a line they name as they add it; the family, or an item's line, are refused. */
async function staffPrice(authService: AuthService, request: FastifyRequest, body: z.output<typeof addLineBodySchema>) {
  // The schema refuses a price sent with an item; a named line's price is the home's to give.
  const staff = await authService.requireStaff(request, 'price a selection');
  return { staffPriceCents: body.priceCents!, pricedBy: staff.id, pricedAt: new Date() };
}

/** Where a new selection goes: its item's category (with a finish of that item), or a category the caller sees (staff: any). */
async function placeOf(
  db: Db,
  siteId: string,
  body: z.output<typeof addLineBodySchema>,
  byStaff: boolean,
): Promise<{ categoryId: number; variantId: number | null; label: string }> {
  if (body.itemId !== undefined) {
    const item = await requireItem(db, siteId, body.itemId, { offered: true });
    // An item of a staff-only category (refrigeration) is the home's to add, not the family's.
    if (!byStaff && !(await shownToFamily(db, item.category.id))) throw notFound('We could not find this item.');
    const variantId = body.variantId !== undefined ? (await requireVariant(db, item.id, body.variantId)).id : null;
    return { categoryId: item.category.id, variantId, label: item.name };
  }
  const [category] = await db
    .select()
    .from(arrCategories)
    .where(and(eq(arrCategories.id, body.categoryId!), eq(arrCategories.siteId, siteId), byStaff ? undefined : eq(arrCategories.displayForFamily, true)))
    .limit(1);
  if (!category) throw notFound('We could not find this category.');
  return { categoryId: category.id, variantId: null, label: body.name! };
}

async function shownToFamily(db: Db, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: arrCategories.id })
    .from(arrCategories)
    .where(and(eq(arrCategories.id, categoryId), eq(arrCategories.displayForFamily, true)))
    .limit(1);
  return row !== undefined;
}
