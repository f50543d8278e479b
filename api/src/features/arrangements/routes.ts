import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addLineBodySchema,
  arrangementSchema,
  catalogueIdSchema,
  caseIdSchema,
  contractDetailsBodySchema,
  gplQuerySchema,
  gplSchema,
  itemSchema,
  lineOptionSchema,
  packageListSchema,
  selectorSchema,
  statementSchema,
  statementTemplateSchema,
  variantListSchema,
  SIGNATURE_MESSAGES,
  sameName,
  type Statement,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { badRequest, notFound } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { requireCase, requireFamilyUser, requireLead } from '../case-core/case-context';
import { companyOf } from './company';
import { contractRoutes } from './contract-routes';
import { requireOwnName, requireSigner } from './signer';
import { registerStatementRoutes } from './statement-routes';
import { advanceTask } from './task-progress';
import {
  conflict,
  contractOf,
  currentTemplate,
  ensureArrangement,
  itemsOf,
  lineOf,
  packagePricing,
  paidCents,
  priceArrangement,
  liveStatement,
  problemsOf,
  requireItem,
  requireOpen,
  requireVariant,
  statementOf,
  toArrangement,
  toVariant,
  touch,
} from './queries';
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
} from './tables';
import { notices } from '../case-core/notices';

const caseParams = z.object({ caseId: caseIdSchema }).strict();
const lineParams = z.object({ caseId: caseIdSchema, lineId: catalogueIdSchema }).strict();
const packageParams = z.object({ caseId: caseIdSchema, packageId: catalogueIdSchema }).strict();
const itemParams = z.object({ itemId: catalogueIdSchema }).strict();
const selectorParams = z.object({ selectorId: catalogueIdSchema }).strict();
const revisionParams = z.object({ revisionId: catalogueIdSchema }).strict();
const statementQuery = z.object({ caseId: caseIdSchema }).strict();

const BASE = '/api/family/arrangements';
const LEAVE_OUT_REFUSED = 'The package does not let you leave this out.';

export async function arrangementRoutes(app: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const arrangementOf = async (siteId: string, caseId: number) =>
    checked(arrangementSchema, toArrangement(await priceArrangement(db, siteId, caseId)), 'arrangement');

  // ---- Catalogue reads: a signed-in account of this site, items of this site only. ----

  app.get(`${BASE}/items/selectors/:selectorId`, async (request) => {
    const { selectorId } = validateParams(selectorParams, request.params, 'selector address');
    const user = await requireFamilyUser(authService, request);
    const [selector] = await db
      .select()
      .from(arrSelectors)
      .where(and(eq(arrSelectors.id, selectorId), eq(arrSelectors.siteId, user.siteId)))
      .limit(1);
    if (!selector) throw notFound('We could not find this choice.');
    const members = await db
      .select({ itemId: arrSelectorItems.itemId })
      .from(arrSelectorItems)
      .where(eq(arrSelectorItems.selectorId, selectorId))
      .orderBy(asc(arrSelectorItems.position));
    const items = await itemsOf(
      db,
      user.siteId,
      members.map((member) => member.itemId),
    );
    const byId = new Map(items.map((item) => [item.id, item]));
    return checked(
      selectorSchema,
      { id: selector.id, name: selector.name, selectorItems: members.flatMap(({ itemId }) => (byId.has(itemId) ? [{ item: byId.get(itemId)! }] : [])) },
      'selector',
    );
  });

  app.get(`${BASE}/items/:itemId`, async (request) => {
    const { itemId } = validateParams(itemParams, request.params, 'item address');
    const user = await requireFamilyUser(authService, request);
    const { taxable: _taxable, ...item } = await requireItem(db, user.siteId, itemId);
    return checked(itemSchema, item, 'item');
  });

  app.get(`${BASE}/items/:itemId/variants`, async (request) => {
    const { itemId } = validateParams(itemParams, request.params, 'item address');
    const user = await requireFamilyUser(authService, request);
    await requireItem(db, user.siteId, itemId);
    const rows = await db.select().from(arrVariants).where(eq(arrVariants.itemId, itemId)).orderBy(asc(arrVariants.position), asc(arrVariants.id));
    return checked(variantListSchema, { items: rows.map(toVariant) }, 'variants');
  });

  app.get(`${BASE}/statement/template/:revisionId`, async (request) => {
    const { revisionId } = validateParams(revisionParams, request.params, 'template address');
    const user = await requireFamilyUser(authService, request);
    const [template] = await db
      .select()
      .from(arrStatementTemplates)
      .where(and(eq(arrStatementTemplates.revisionId, revisionId), eq(arrStatementTemplates.siteId, user.siteId)))
      .limit(1);
    if (!template) throw notFound('We could not find this statement template.');
    return checked(
      statementTemplateSchema,
      {
        revisionId: template.revisionId,
        title: template.title,
        displayType: template.displayType,
        disclosures: template.disclosures,
        effectiveDate: template.effectiveDate,
      },
      'statement template',
    );
  });

  // The arrangements group's statement read (SPEC §7: "their paths follow the contract calls"):
  // GET /api/family/arrangements/statement?caseId=… — the same body as the case's GET statement.
  app.get(`${BASE}/statement`, async (request) => {
    const { caseId } = validate(statementQuery, request.query, 'statement query');
    const context = await requireCase(db, authService, request, caseId);
    return checked(statementSchema, await statementOf(db, context.siteId, caseId), 'statement');
  });

  // ---- The case's arrangement ----

  app.get(`${BASE}/:caseId`, async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    return arrangementOf(context.siteId, caseId);
  });

  app.get(`${BASE}/:caseId/packages`, async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    const row = await ensureArrangement(db, context.siteId, caseId);
    const packages = await db.select().from(arrPackages).where(eq(arrPackages.siteId, context.siteId)).orderBy(asc(arrPackages.position), asc(arrPackages.id));
    const pricing = await packagePricing(
      db,
      packages.map((pkg) => pkg.id),
    );
    return checked(
      packageListSchema,
      {
        items: packages.map((pkg) => ({
          packageId: pkg.id,
          category: pkg.category,
          name: pkg.name,
          description: pkg.description,
          priceCents: pkg.priceCents,
          itemsAloneCents: pricing.get(pkg.id)?.itemsAloneCents ?? 0,
          includes: pricing.get(pkg.id)?.includes ?? [],
          selected: row.packageId === pkg.id,
        })),
      },
      'packages',
    );
  });

  // Picking a package sets it on the case (SPEC §4): its lines replace the previous package's; what the
  // family added alone stays.
  app.post(`${BASE}/:caseId/packages/:packageId`, async (request) => {
    const { caseId, packageId } = validateParams(packageParams, request.params, 'package address');
    const context = await requireCase(db, authService, request, caseId);
    const row = await ensureArrangement(db, context.siteId, caseId);
    requireOpen(row);
    const [pkg] = await db
      .select()
      .from(arrPackages)
      .where(and(eq(arrPackages.id, packageId), eq(arrPackages.siteId, context.siteId)))
      .limit(1);
    if (!pkg) throw notFound('We could not find this package.');
    if (row.packageId !== packageId) {
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
        await tx
          .update(caseArrangements)
          .set({ packageId, status: 'OPEN', finishedAt: null, updatedAt: new Date() })
          .where(eq(caseArrangements.caseId, caseId));
      });
    }
    await advanceTask(db, caseId, 'arrangements', 'IN_PROGRESS');
    return arrangementOf(context.siteId, caseId);
  });

  app.post(`${BASE}/:caseId/lines`, async (request, reply) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    const body = validate(addLineBodySchema, request.body, 'selection');
    const row = await ensureArrangement(db, context.siteId, caseId);
    requireOpen(row);
    let categoryId: number;
    let variantId: number | null = null;
    if (body.itemId !== undefined) {
      const item = await requireItem(db, context.siteId, body.itemId);
      categoryId = item.category.id;
      if (body.variantId !== undefined) variantId = (await requireVariant(db, item.id, body.variantId)).id;
    } else {
      const [category] = await db
        .select()
        .from(arrCategories)
        .where(and(eq(arrCategories.id, body.categoryId!), eq(arrCategories.siteId, context.siteId), eq(arrCategories.displayForFamily, true)))
        .limit(1);
      if (!category) throw notFound('We could not find this category.');
      categoryId = category.id;
    }
    await db.insert(caseArrangementLines).values({
      caseId,
      categoryId,
      itemId: body.itemId ?? null,
      variantId,
      name: body.itemId === undefined ? body.name! : null,
      quantity: body.quantity,
    });
    await touch(db, row);
    reply.code(201);
    return arrangementOf(context.siteId, caseId);
  });

  app.patch(`${BASE}/:caseId/lines/:lineId`, async (request) => {
    const { caseId, lineId } = validateParams(lineParams, request.params, 'selection address');
    const context = await requireCase(db, authService, request, caseId);
    const body = validate(lineOptionSchema, request.body, 'selection');
    const row = await ensureArrangement(db, context.siteId, caseId);
    requireOpen(row);
    const line = await lineOf(db, caseId, lineId);
    const changes: Partial<typeof caseArrangementLines.$inferInsert> = {};
    let itemId = line.itemId;
    if (body.itemId !== undefined && body.itemId !== line.itemId) {
      if (body.itemId === null) {
        if (line.selectorId === null) throw badRequest('Please check the selection: itemId (This field is required).', { itemId: 'This field is required' });
        itemId = null;
      } else {
        const item = await requireItem(db, context.siteId, body.itemId);
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
        itemId = item.id;
      }
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
      if (line.fromPackage && body.quantity !== line.quantity && !(await quantityEditable(line.itemId)))
        throw conflict('The package sets how many of this are included.');
      changes.quantity = body.quantity;
    }
    if (body.name !== undefined) {
      if (line.itemId !== null || line.selectorId !== null)
        throw badRequest('Only a free selection has a name.', { name: 'Only a free selection has a name.' });
      changes.name = body.name;
      // A new name is a new thing to price: the home's price was for the old one.
      if (body.name !== line.name) Object.assign(changes, { staffPriceCents: null, pricedBy: null, pricedAt: null });
    }
    if (body.leftOut !== undefined && body.leftOut !== line.leftOut) {
      const [packageLine] = line.packageLineId ? await db.select().from(arrPackageLines).where(eq(arrPackageLines.id, line.packageLineId)).limit(1) : [];
      if (!line.fromPackage || !packageLine?.mayLeaveOut) throw conflict(LEAVE_OUT_REFUSED, { leftOut: LEAVE_OUT_REFUSED });
      changes.leftOut = body.leftOut;
    }
    if (Object.keys(changes).length > 0) {
      await db.update(caseArrangementLines).set(changes).where(eq(caseArrangementLines.id, line.id));
      await touch(db, row);
    }
    return arrangementOf(context.siteId, caseId);
  });

  const quantityEditable = async (itemId: number | null) => {
    if (itemId === null) return false;
    const [item] = await db.select({ editable: arrItems.quantityEditable }).from(arrItems).where(eq(arrItems.id, itemId)).limit(1);
    return item?.editable ?? false;
  };

  app.delete(`${BASE}/:caseId/items/:lineId`, async (request) => {
    const { caseId, lineId } = validateParams(lineParams, request.params, 'selection address');
    const context = await requireCase(db, authService, request, caseId);
    const row = await ensureArrangement(db, context.siteId, caseId);
    requireOpen(row);
    const line = await lineOf(db, caseId, lineId);
    if (line.fromPackage) throw conflict('This is part of the package. Choose another package to leave it out.');
    await db.delete(caseArrangementLines).where(eq(caseArrangementLines.id, line.id));
    await touch(db, row);
    return arrangementOf(context.siteId, caseId);
  });

  // Our own call: the review's "Finish". The same rule as the page (SPEC §4), refused with its reasons.
  app.post(`${BASE}/:caseId/finish`, async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    requireLead(context, 'finish the arrangements');
    const priced = await priceArrangement(db, context.siteId, caseId);
    requireOpen(priced.row);
    refuseUnfinishable(priced);
    await db.update(caseArrangements).set({ status: 'FINISHED', finishedAt: new Date(), updatedAt: new Date() }).where(eq(caseArrangements.caseId, caseId));
    await advanceTask(db, caseId, 'arrangements', 'COMPLETE');
    return arrangementOf(context.siteId, caseId);
  });

  // ---- Contract ----

  app.get(`${BASE}/:caseId/contract`, async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    return contractOf(db, context.siteId, caseId);
  });

  app.post(`${BASE}/:caseId/contract/details`, async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    const body = validate(contractDetailsBodySchema, request.body, 'contract details');
    const row = await ensureArrangement(db, context.siteId, caseId);
    requireOpen(row);
    if (body.signature) {
      // The signer (the primary contact, or the member they named): a helper only when named.
      await requireSigner(db, context, row);
      requireOwnName(context, body.signature.typedName);
    }
    const changes: Partial<typeof caseArrangements.$inferInsert> = { updatedAt: new Date() };
    if (body.purchaser) changes.purchaser = body.purchaser;
    if (body.details) changes.details = body.details;
    if (body.signature) changes.signature = { typedName: body.signature.typedName, consentAt: new Date().toISOString(), userId: context.user.id };
    // New purchaser or details after finishing: review again. A signature alone keeps the status.
    if ((body.purchaser || body.details) && row.status === 'FINISHED') {
      changes.status = 'OPEN';
      changes.finishedAt = null;
    }
    await db.update(caseArrangements).set(changes).where(eq(caseArrangements.caseId, caseId));
    return contractOf(db, context.siteId, caseId);
  });

  // Sign: the finishing rule again, a typed name and consent on file; then the statement is frozen.
  app.post(`${BASE}/:caseId/contract/submit`, async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    const priced = await priceArrangement(db, context.siteId, caseId);
    await requireSigner(db, context, priced.row);
    requireOpen(priced.row);
    refuseUnfinishable(priced);
    if (priced.row.status !== 'FINISHED')
      throw conflict('Please review and finish the arrangements before signing.', { review: 'Please review and finish the arrangements before signing.' });
    // Only the signer's own typed name seals: one typed by someone else before a new signer was named
    // (or before the account's name changed) is typed again.
    const signature = priced.row.signature;
    if (!signature || signature.userId !== context.user.id || !sameName(signature.typedName, context.user.name))
      throw conflict(SIGNATURE_MESSAGES.retype, { signature: SIGNATURE_MESSAGES.retype });
    const signedAt = new Date();
    const live = liveStatement(priced);
    const ip = request.ip;
    const userAgent = String(request.headers['user-agent'] ?? 'unknown').slice(0, 300);
    const snapshot: Omit<Statement, 'paidCents' | 'balanceCents'> = {
      ...live,
      status: 'SIGNED',
      signedAt: signedAt.toISOString(),
      signedName: signature.typedName,
      signing: {
        userId: context.user.id,
        accountName: context.user.name,
        typedName: signature.typedName,
        signedAt: signedAt.toISOString(),
        ip,
        userAgent,
        contractRevision: priced.row.revision,
        templateRevisionId: live.templateRevisionId,
      },
    };
    // Guarded on the status so two submits at once sign once.
    const updated = await db
      .update(caseArrangements)
      .set({
        status: 'SIGNED',
        signedAt,
        signedBy: context.user.id,
        signedIp: ip,
        signedUserAgent: userAgent,
        statementSnapshot: snapshot as Statement,
        updatedAt: signedAt,
      })
      .where(and(eq(caseArrangements.caseId, caseId), eq(caseArrangements.status, 'FINISHED')))
      .returning({ caseId: caseArrangements.caseId });
    if (updated.length === 0) throw conflict('The contract changed while signing. Please review it again.');
    await advanceTask(db, caseId, 'statement', 'IN_PROGRESS');
    await app.notify.staff(request, 'CONTRACT_SIGNED', notices.contractSigned(context.caseRow, context.user.name));
    return contractOf(db, context.siteId, caseId);
  });

  // ---- The case's statement (Family cases group: GET /cases/{caseId}/statement) ----

  app.get('/api/family/cases/:caseId/statement', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    return checked(statementSchema, await statementOf(db, context.siteId, caseId), 'statement');
  });

  // ---- The General Price List (FTC Funeral Rule) ----

  app.get('/api/family/company/gpl/items', async (request) => {
    const { page, size, ids } = validate(gplQuerySchema, request.query, 'price list query');
    const user = await requireFamilyUser(authService, request);
    const siteId = user.siteId;
    const idList = ids ? ids.split(',').map(Number) : null;
    const filters = [eq(arrItems.siteId, siteId)];
    if (idList) filters.push(inArray(arrItems.id, idList));
    const rows = await db
      .select({ item: arrItems, category: arrCategories })
      .from(arrItems)
      .innerJoin(arrCategories, eq(arrCategories.id, arrItems.categoryId))
      .where(and(...filters))
      .orderBy(sql`${arrCategories.position} DESC`, asc(arrCategories.name), asc(arrItems.position), asc(arrItems.id))
      .limit(size + 1)
      .offset((page - 1) * size);
    const pageRows = rows.slice(0, size);
    const fromPrices = new Map<number, number>();
    if (pageRows.length > 0) {
      const variantRows = await db
        .select({ itemId: arrVariants.itemId, least: sql<number>`min(${arrVariants.priceCents})::int` })
        .from(arrVariants)
        .where(
          inArray(
            arrVariants.itemId,
            pageRows.map(({ item }) => item.id),
          ),
        )
        .groupBy(arrVariants.itemId);
      for (const row of variantRows) fromPrices.set(row.itemId, row.least);
    }
    const packages = await db.select().from(arrPackages).where(eq(arrPackages.siteId, siteId)).orderBy(asc(arrPackages.position));
    const pricing = await packagePricing(
      db,
      packages.map((pkg) => pkg.id),
    );
    const template = await currentTemplate(db, siteId);
    return checked(
      gplSchema,
      {
        company: await companyOf(db, siteId),
        effectiveDate: template.effectiveDate,
        items: pageRows.map(({ item, category }) => ({
          id: item.id,
          name: item.name,
          description: item.description,
          category: { id: category.id, name: category.name, kind: category.kind },
          priceCents: item.priceCents,
          priceFromCents: fromPrices.has(item.id) ? Math.min(fromPrices.get(item.id)!, item.priceCents) : null,
          cashAdvance: category.kind === 'CASH_ADVANCE',
          nonDeclinable: item.nonDeclinable,
        })),
        packages: packages.map((pkg) => ({
          packageId: pkg.id,
          name: pkg.name,
          priceCents: pkg.priceCents,
          itemsAloneCents: pricing.get(pkg.id)?.itemsAloneCents ?? 0,
        })),
        page,
        pageSize: size,
        hasNext: rows.length > size,
      },
      'price list',
    );
  });

  registerStatementRoutes(app, { db, authService });
  // Issue 25's contract calls: their own plugin with the case scope (ADR 082).
  await app.register(contractRoutes, { prefix: `${BASE}/:caseId`, db, authService });

  // Kept for the payments feature: the amount still due on a signed statement.
  return { statementOf: (siteId: string, caseId: number) => statementOf(db, siteId, caseId), paidCents: (caseId: number) => paidCents(db, caseId) };
}

function refuseUnfinishable(priced: Awaited<ReturnType<typeof priceArrangement>>): void {
  const problems = problemsOf(priced);
  if (problems.length === 0) return;
  // Two problems fixed on the same page share its field: both messages, in order.
  const byPage: Record<string, string> = {};
  for (const problem of problems) byPage[problem.fixAt] = byPage[problem.fixAt] ? `${byPage[problem.fixAt]} ${problem.message}` : problem.message;
  throw conflict(`The arrangements cannot be finished yet: ${problems.map((problem) => problem.message).join(' ')}`, byPage);
}
