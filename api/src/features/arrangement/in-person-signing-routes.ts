import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema, inPersonNameMessage, inPersonSignatureBodySchema, sameName, type Statement } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { recordCaseEvent } from '../case-core/case-history';
import { scopeToCase } from '../case-core/case-scope';
import { scopeToStaff } from '../case-core/staff-scope';
import { conflict, ensureArrangement, requireOpen } from './arrangement-row';
import { refuseUnfinishable } from './finishing';
import { caseParams } from './params';
import { priceArrangement } from './price-arrangement';
import { contractOf, liveStatement } from './statement-of';
import { statementPdfOf } from './statement-routes';
import { caseArrangements } from './tables';
import { advanceTask } from './task-progress';

/**
 * "Sign at the table" (issue 39 point 3, ADR 114), staff of the home only, under /api/family/arrangements/:caseId:
 * POST contract/sign-in-person — the purchaser reads the statement on the director's device, types their name
 * as it is on the statement and confirms. The signature records the purchaser (no family account signed), the
 * staff member present, the time and "signed in person"; the statement is frozen as the portal's signing
 * freezes it, and the purchaser's copy (the statement's PDF) is mailed through app.notify. Remote signing in
 * the portal (signing-routes.ts) is unchanged; staff still never sign there.
 */
export async function inPersonSigningRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'have the family sign at the table');
  scopeToCase(app, { db, authService });

  app.post(
    '/contract/sign-in-person',
    { schema: { params: caseParams, body: named(inPersonSignatureBodySchema, 'signature'), response: { 200: contractSchema } } },
    async (request) => {
      const { caseId } = request.params;
      const context = request.caseContext;
      const staff = context.user;
      const { typedName, purchaser: given } = request.body;
      // Signed already (twice, or a second tablet): refused, the signed statement stays as it was.
      requireOpen(await ensureArrangement(db, context.siteId, caseId));
      if (given) await db.update(caseArrangements).set({ purchaser: given, updatedAt: new Date() }).where(eq(caseArrangements.caseId, caseId));
      const priced = await priceArrangement(db, context.siteId, caseId);
      refuseUnfinishable(priced);
      const purchaser = priced.row.purchaser!;
      if (!sameName(typedName, purchaser.name)) {
        const message = inPersonNameMessage(purchaser.name);
        throw badRequest(message, { typedName: message });
      }
      const signedAt = new Date();
      const live = liveStatement(priced);
      const snapshot: Omit<Statement, 'paidCents' | 'balanceCents'> = {
        ...live,
        status: 'SIGNED',
        signedAt: signedAt.toISOString(),
        signedName: typedName,
        signing: {
          userId: null,
          accountName: null,
          typedName,
          signedAt: signedAt.toISOString(),
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? 'unknown').slice(0, 300),
          contractRevision: priced.row.revision,
          templateRevisionId: live.templateRevisionId,
          inPerson: { staffUserId: staff.id, staffName: staff.name },
        },
      };
      // Guarded on the status (open or finished, never signed) so two tablets signing at once sign once.
      const signed = await db.transaction(async (tx) => {
        const rows = await tx
          .update(caseArrangements)
          .set({
            status: 'SIGNED',
            finishedAt: priced.row.finishedAt ?? signedAt,
            signature: { typedName, consentAt: signedAt.toISOString() },
            signedAt,
            // No family account signed: the purchaser did, on the home's device (the snapshot says who was present).
            signedBy: null,
            signedIp: request.ip,
            signedUserAgent: snapshot.signing!.userAgent,
            statementSnapshot: snapshot as Statement,
            updatedAt: signedAt,
          })
          .where(and(eq(caseArrangements.caseId, caseId), inArray(caseArrangements.status, ['OPEN', 'FINISHED'])))
          .returning({ caseId: caseArrangements.caseId });
        if (rows.length > 0)
          await recordCaseEvent(tx as unknown as Db, request, caseId, {
            kind: 'contract.signed',
            summary: `Signed in person by ${typedName}, the purchaser, with ${staff.name} present (revision ${priced.row.revision})`,
          });
        return rows.length > 0;
      });
      if (!signed) throw conflict('The contract changed while signing. Please review it again.');
      await advanceTask(db, caseId, 'arrangements', 'COMPLETE');
      await advanceTask(db, caseId, 'statement', 'IN_PROGRESS');
      const { pdf, filename } = await statementPdfOf(db, context, caseId);
      await app.notify.money(request, {
        kind: 'CONTRACT_SIGNED',
        caseRow: context.caseRow,
        signer: { inPerson: true, name: typedName, staffName: staff.name, copy: { filename, contentType: 'application/pdf', content: pdf } },
        totalCents: live.totals.totalCents,
      });
      return contractOf(db, context.siteId, caseId);
    },
  );
}
