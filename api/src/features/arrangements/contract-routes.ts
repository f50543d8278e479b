import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  arrangementSchema,
  catalogueIdSchema,
  caseIdSchema,
  countersignBodySchema,
  linePriceBodySchema,
  signerBodySchema,
  SIGNATURE_MESSAGES,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { badRequest, forbidden } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { isMember, requireCase } from '../case-core/case-context';
import { conflict, contractOf, ensureArrangement, lineOf, priceArrangement, requireOpen, toArrangement, touch } from './queries';
import { caseArrangementLines, caseArrangements } from './tables';

const caseParams = z.object({ caseId: caseIdSchema }).strict();
const lineParams = z.object({ caseId: caseIdSchema, lineId: catalogueIdSchema }).strict();
const BASE = '/api/family/arrangements';

/**
 * The parts of a contract that holds up (issue 25 point 6) that are not the family's choices:
 * - POST {caseId}/contract/signer: the primary contact names the member who signs (not staff, not a helper);
 * - PUT {caseId}/lines/{lineId}/price: staff price a free-named line (until then it waits, unsignable);
 * - POST {caseId}/contract/countersign: the home's representative signs a signed contract (name, licence);
 *   only then is it binding.
 */
export function registerContractRoutes(app: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  app.post(`${BASE}/:caseId/contract/signer`, async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    const body = validate(signerBodySchema, request.body, 'signer');
    if (context.access !== 'PRIMARY') throw forbidden('Only the family’s primary contact can name who signs the contract.');
    const row = await ensureArrangement(db, context.siteId, caseId);
    requireOpen(row);
    if (!(await isMember(db, caseId, body.userId))) throw badRequest(SIGNATURE_MESSAGES.notMember, { userId: SIGNATURE_MESSAGES.notMember });
    // A new signer types their own name: a signature typed by the previous one does not carry over.
    const signerUserId = body.userId === context.user.id ? null : body.userId;
    await db.update(caseArrangements).set({ signerUserId, signature: null, updatedAt: new Date() }).where(eq(caseArrangements.caseId, caseId));
    return contractOf(db, context.siteId, caseId);
  });

  app.put(`${BASE}/:caseId/lines/:lineId/price`, async (request) => {
    const { caseId, lineId } = validateParams(lineParams, request.params, 'selection address');
    const staff = await authService.requireStaff(request, 'price a selection');
    const context = await requireCase(db, authService, request, caseId);
    const body = validate(linePriceBodySchema, request.body, 'price');
    const row = await ensureArrangement(db, context.siteId, caseId);
    requireOpen(row);
    const line = await lineOf(db, caseId, lineId);
    if (line.itemId !== null || line.selectorId !== null) {
      throw badRequest('Only a selection the family named themselves is priced here.', { priceCents: 'Only a selection the family named themselves is priced here.' });
    }
    await db
      .update(caseArrangementLines)
      .set({ staffPriceCents: body.priceCents, pricedBy: staff.id, pricedAt: new Date() })
      .where(and(eq(caseArrangementLines.id, line.id), eq(caseArrangementLines.caseId, caseId)));
    // A new price after finishing: the family reviews again.
    await touch(db, row);
    return checked(arrangementSchema, toArrangement(await priceArrangement(db, context.siteId, caseId)), 'arrangement');
  });

  app.post(`${BASE}/:caseId/contract/countersign`, async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const staff = await authService.requireStaff(request, 'countersign a contract');
    const context = await requireCase(db, authService, request, caseId);
    const body = validate(countersignBodySchema, request.body, 'countersignature');
    const countersignature = { name: body.name, licenceNumber: body.licenceNumber, userId: staff.id, signedAt: new Date().toISOString() };
    // Only a contract the family signed, once: guarded in the update itself.
    const updated = await db
      .update(caseArrangements)
      .set({ countersignature })
      .where(
        and(
          eq(caseArrangements.caseId, caseId),
          eq(caseArrangements.status, 'SIGNED'),
          // Never over an earlier countersignature.
          isNull(caseArrangements.countersignature),
        ),
      )
      .returning({ caseId: caseArrangements.caseId });
    if (updated.length === 0) {
      const row = await ensureArrangement(db, context.siteId, caseId);
      throw conflict(row.status === 'SIGNED' ? 'This contract is already countersigned.' : 'The family signs the contract before the funeral home countersigns it.');
    }
    return contractOf(db, context.siteId, caseId);
  });
}
