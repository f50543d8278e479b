import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approveBodySchema, caseObituarySchema, obituaryBodySchema, type CaseObituary } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { approverColumns, approverFor, approverOf, recordApproval } from '../../case-core/approvals';
import { requireLead } from '../../case-core/case-context';
import { recordCaseEvent } from '../../case-core/case-history';
import { scopeToCase } from '../../case-core/case-scope';
import { obituaries } from '../../case-core/obituary-tables';
import { invalidatePublicObituary } from '../../case-core/public-page';
import { caseObituaryOf, ensurePublicObituary, publicPathOf, setTaskStatus, type CaseObituaryRow } from '../../case-core/case-obituary-queries';
import { caseObituaries } from '../../case-core/case-obituary-tables';

async function publicPage(db: Db, obituaryId: number | null): Promise<{ publicPath: string | null; published: boolean }> {
  if (obituaryId === null) return { publicPath: null, published: false };
  const [row] = await db.select({ nameSlug: obituaries.nameSlug, published: obituaries.published }).from(obituaries).where(eq(obituaries.id, obituaryId));
  return row ? { publicPath: publicPathOf(obituaryId, row.nameSlug), published: row.published } : { publicPath: null, published: false };
}

const toCaseObituary = async (db: Db, row: CaseObituaryRow): Promise<CaseObituary> => ({
  text: row.draft,
  status: row.status,
  revision: row.revision,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
  approvedAt: row.approvedAt?.toISOString() ?? null,
  approver: approverOf(row),
  ...(await publicPage(db, row.obituaryId)),
});

/** The family's obituary text and its approval (SPEC §7), under /api/family/cases/:caseId. */
export async function caseObituaryRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });
  const answer = { response: { 200: caseObituarySchema } };
  // Ours: the text as it stands (the editor opens on it).
  app.get('/obituary', { schema: answer }, async (request) => {
    const row = await caseObituaryOf(db, request.caseContext.caseRow.id);
    return toCaseObituary(db, row);
  });

  // SPEC §7 POST obituary: save the family's text (autosave). Any member may write; a save based on an
  // older revision than the stored one is refused (409) so two relatives never overwrite each other
  // unseen. Saving approved text goes back to DRAFT; the public page keeps the approved words.
  app.post('/obituary', { schema: { ...answer, body: named(obituaryBodySchema, 'obituary') } }, async (request) => {
    const { body, caseContext: context } = request;
    const caseId = context.caseRow.id;
    const current = await caseObituaryOf(db, caseId);
    if (body.revision !== current.revision) {
      throw new HttpError(409, `${current.updatedBy ?? 'Someone'} changed the obituary while you were writing. Copy your text, reload, and add it again.`);
    }
    if (body.text === current.draft) return toCaseObituary(db, current);
    const [row] = await db
      .update(caseObituaries)
      .set({ draft: body.text, status: 'DRAFT', revision: current.revision + 1, updatedAt: new Date(), updatedBy: context.user.name })
      .where(eq(caseObituaries.caseId, caseId))
      .returning();
    if (current.status === 'APPROVED') await setTaskStatus(db, caseId, 'review-obituary', 'IN_PROGRESS');
    return toCaseObituary(db, row!);
  });

  // SPEC §7 POST obituary/approve: the primary contact publishes the text to the public page. Staff may
  // approve for the family only by saying how the family approved (approverFor, issue 36), and the record
  // says so; that approval is what the studio's Publish obituary then accepts, so both paths agree.
  const approveSchema = { ...answer, body: named(approveBodySchema, 'approval').optional() };
  app.post('/obituary/approve', { schema: approveSchema }, async (request) => {
    const context = request.caseContext;
    const caseId = context.caseRow.id;
    requireLead(context, 'approve the obituary');
    const approver = approverFor(context, request.body);
    const row = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const current = await caseObituaryOf(txDb, caseId);
      if (current.draft.trim() === '') throw new HttpError(409, 'The obituary is empty; please write it before approving.');
      const wasPublished = (await publicPage(txDb, current.obituaryId)).published;
      const obituaryId = await ensurePublicObituary(txDb, context.caseRow, current.draft);
      if (obituaryId === null) throw new HttpError(409, 'The funeral home has not recorded the date of death yet, so the page cannot be published.');
      await txDb.update(obituaries).set({ biography: current.draft, published: true }).where(eq(obituaries.id, obituaryId));
      await setTaskStatus(txDb, caseId, 'review-obituary', 'COMPLETE');
      const [approved] = await txDb
        .update(caseObituaries)
        .set({ status: 'APPROVED', approvedAt: new Date(), ...approverColumns(approver) })
        .where(eq(caseObituaries.caseId, caseId))
        .returning();
      await recordApproval(txDb, request, caseId, 'approval.obituary', `the obituary (revision ${current.revision})`, approver);
      if (!wasPublished)
        await recordCaseEvent(txDb, request, caseId, {
          kind: 'obituary.published',
          summary: 'Published the obituary with its approval',
          before: 'not on the website',
          after: 'on the website',
        });
      return approved!;
    });
    invalidatePublicObituary(app, context.siteId, row.obituaryId);
    return toCaseObituary(db, row);
  });
}
