import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseIdSchema, deskObituarySchema, type DeskObituary } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { homeCaseOf } from '../../case-core/case-context';
import { recordCaseEvent } from '../../case-core/case-history';
import { scopeToStaff } from '../../case-core/staff-scope';
import { invalidatePublicObituary } from '../../case-core/public-page';
import { caseObituaryOf, ensurePublicObituary, publicPathOf } from '../../case-core/case-obituary-queries';
import { obituaries } from '../../case-core/obituary-tables';

const caseParams = named(z.object({ caseId: caseIdSchema }).strict(), 'case address');
const answer = { 200: deskObituarySchema };

/**
 * Staff publish or unpublish a case's public obituary (issue 24 point 3). The words are the family's
 * approved text (case-obituary); publishing before the family approved is refused, and unpublishing
 * hides the page from visitors without touching the text.
 */
export async function staffObituaryRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'publish obituaries');

  async function stateOf(caseId: number): Promise<DeskObituary> {
    const link = await caseObituaryOf(db, caseId);
    if (link.obituaryId === null) return { textStatus: link.status, published: false, publicPath: null };
    const [page] = await db
      .select({ published: obituaries.published, nameSlug: obituaries.nameSlug })
      .from(obituaries)
      .where(eq(obituaries.id, link.obituaryId));
    return { textStatus: link.status, published: page?.published ?? false, publicPath: page ? publicPathOf(link.obituaryId, page.nameSlug) : null };
  }

  app.get('/api/staff/cases/:caseId/obituary', { schema: { params: caseParams, response: answer } }, async (request) => {
    await homeCaseOf(db, request.siteId, request.params.caseId);
    return stateOf(request.params.caseId);
  });

  app.post('/api/staff/cases/:caseId/obituary/publish', { schema: { params: caseParams, response: answer } }, async (request) => {
    const caseRow = await homeCaseOf(db, request.siteId, request.params.caseId);
    const link = await caseObituaryOf(db, caseRow.id);
    // Approved by the family, or by staff for the family with how they approved (case-obituary's approve).
    if (link.status !== 'APPROVED' || link.draft.trim() === '') {
      throw new HttpError(409, 'The family has not approved the obituary yet, so it cannot be published.');
    }
    const obituaryId = await ensurePublicObituary(db, caseRow, link.draft);
    if (obituaryId === null) throw new HttpError(409, 'Please record the date of death before publishing the obituary.');
    await db.transaction(async (tx) => {
      await tx.update(obituaries).set({ published: true }).where(eq(obituaries.id, obituaryId));
      await recordCaseEvent(tx as unknown as Db, request, caseRow.id, {
        kind: 'obituary.published',
        summary: 'Published the obituary',
        before: 'not on the website',
        after: 'on the website',
      });
    });
    invalidatePublicObituary(app, request.siteId, obituaryId);
    return stateOf(caseRow.id);
  });

  app.post('/api/staff/cases/:caseId/obituary/unpublish', { schema: { params: caseParams, response: answer } }, async (request) => {
    const caseRow = await homeCaseOf(db, request.siteId, request.params.caseId);
    const link = await caseObituaryOf(db, caseRow.id);
    if (link.obituaryId === null) throw new HttpError(409, 'This obituary is not published.');
    const obituaryId = link.obituaryId;
    await db.transaction(async (tx) => {
      await tx.update(obituaries).set({ published: false }).where(eq(obituaries.id, obituaryId));
      await recordCaseEvent(tx as unknown as Db, request, caseRow.id, {
        kind: 'obituary.unpublished',
        summary: 'Took the obituary off the website',
        before: 'on the website',
        after: 'not on the website',
      });
    });
    invalidatePublicObituary(app, request.siteId, link.obituaryId);
    return stateOf(caseRow.id);
  });
}
