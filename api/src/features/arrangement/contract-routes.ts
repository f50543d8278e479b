import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { arrangementSchema, contractSchema, countersignBodySchema, linePriceBodySchema, signerBodySchema, SIGNATURE_MESSAGES } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { recordCaseEvent } from '../case-core/case-history';
import { isMember } from '../case-core/case-context';
import { scopeToCase } from '../case-core/case-scope';
import { caseParams, lineParams } from './params';
import { arrangementOf } from './finishing';
import { conflict, ensureArrangement, requireOpen, touch } from './arrangement-row';
import { contractOf } from './statement-of';
import { lineOf } from './price-arrangement';
import { caseArrangementLines, caseArrangements } from './tables';

/**
 * The parts of a contract that holds up (issue 25 point 6) that are not the family's choices, under
 * /api/family/arrangements/:caseId (route schemas and the case scope, ADR 082):
 * - POST contract/signer: the primary contact names the member who signs (not staff, not a helper);
 * - PUT lines/{lineId}/price: staff price a free-named line (until then it waits, unsignable);
 * - POST contract/countersign: the home's representative signs a signed contract (name, licence); only
 *   then is it binding.
 */
export async function contractRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  app.post(
    '/contract/signer',
    { schema: { params: caseParams, body: named(signerBodySchema, 'signer'), response: { 200: contractSchema } } },
    async (request) => {
      const { caseId } = request.params;
      const context = request.caseContext;
      if (context.access !== 'PRIMARY') throw forbidden('Only the family’s primary contact can name who signs the contract.');
      const row = await ensureArrangement(db, context.siteId, caseId);
      requireOpen(row);
      const { userId } = request.body;
      if (!(await isMember(db, caseId, userId))) throw badRequest(SIGNATURE_MESSAGES.notMember, { userId: SIGNATURE_MESSAGES.notMember });
      // A new signer types their own name: a signature typed by the previous one does not carry over.
      const signerUserId = userId === context.user.id ? null : userId;
      await db.update(caseArrangements).set({ signerUserId, signature: null, updatedAt: new Date() }).where(eq(caseArrangements.caseId, caseId));
      return contractOf(db, context.siteId, caseId);
    },
  );

  app.put(
    '/lines/:lineId/price',
    { schema: { params: lineParams, body: named(linePriceBodySchema, 'price'), response: { 200: arrangementSchema } } },
    async (request) => {
      const { caseId, lineId } = request.params;
      const context = request.caseContext;
      const staff = await authService.requireStaff(request, 'price a selection');
      const row = await ensureArrangement(db, context.siteId, caseId);
      requireOpen(row);
      const line = await lineOf(db, caseId, lineId);
      if (line.itemId !== null || line.selectorId !== null) {
        const message = 'Only a selection the family named themselves is priced here.';
        throw badRequest(message, { priceCents: message });
      }
      await db
        .update(caseArrangementLines)
        .set({ staffPriceCents: request.body.priceCents, pricedBy: staff.id, pricedAt: new Date() })
        .where(and(eq(caseArrangementLines.id, line.id), eq(caseArrangementLines.caseId, caseId)));
      // A new price after finishing: the family reviews again.
      await touch(db, row);
      return arrangementOf(db, context, caseId);
    },
  );

  app.post(
    '/contract/countersign',
    { schema: { params: caseParams, body: named(countersignBodySchema, 'countersignature'), response: { 200: contractSchema } } },
    async (request) => {
      const { caseId } = request.params;
      const context = request.caseContext;
      const staff = await authService.requireStaff(request, 'countersign a contract');
      const { name, licenceNumber } = request.body;
      const countersignature = { name, licenceNumber, userId: staff.id, signedAt: new Date().toISOString() };
      // Only a contract the family signed, once: guarded in the update itself.
      const updated = await db.transaction(async (tx) => {
        const rows = await tx
          .update(caseArrangements)
          .set({ countersignature })
          .where(and(eq(caseArrangements.caseId, caseId), eq(caseArrangements.status, 'SIGNED'), isNull(caseArrangements.countersignature)))
          .returning({ caseId: caseArrangements.caseId });
        if (rows.length > 0)
          await recordCaseEvent(tx as unknown as Db, request, caseId, {
            kind: 'contract.countersigned',
            summary: `Countersigned the contract as ${name}${licenceNumber ? `, licence ${licenceNumber}` : ''}`,
          });
        return rows;
      });
      if (updated.length === 0) {
        const row = await ensureArrangement(db, context.siteId, caseId);
        throw conflict(
          row.status === 'SIGNED' ? 'This contract is already countersigned.' : 'The family signs the contract before the funeral home countersigns it.',
        );
      }
      return contractOf(db, context.siteId, caseId);
    },
  );
}
