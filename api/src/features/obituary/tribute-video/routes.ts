import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approveBodySchema, reviewCommentSchema, videoCommentBodySchema, videoSchema } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { invalidateCasePublicPage } from '../../case-core/public-page';
import { caseReviewComments } from '../../case-core/case-obituary-tables';
import { requireLead, type CaseContext } from '../../case-core/case-context';
import { scopeToCase } from '../../case-core/case-scope';
import { approvalOf, approve, approverFor, commentsOf, fingerprintOf, toComment } from '../../case-core/approvals';
import { videoFor } from './queries';
import { notices } from '../../case-core/notices';

/** The tribute video, its review and approval (SPEC §7), under /api/family/cases/:caseId. */
export async function tributeVideoRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });
  const read = async (context: CaseContext) => {
    const caseId = context.caseRow.id;
    const video = await videoFor(db, caseId);
    return { ...video, comments: await commentsOf(db, caseId, 'VIDEO'), approval: await approvalOf(db, caseId, 'VIDEO', fingerprintOf(video)) };
  };

  // SPEC §7 GET video.
  app.get('/video', { schema: { response: { 200: videoSchema } } }, async (request) => {
    const context = request.caseContext;
    return read(context);
  });

  // SPEC §7 POST video/approve.
  // Staff approve only for the family, saying how (case-core/approvals.ts approverFor, issue 36).
  const approveSchema = { body: named(approveBodySchema, 'approval').optional(), response: { 200: videoSchema } };
  app.post('/video/approve', { schema: approveSchema }, async (request) => {
    const context = request.caseContext;
    const caseId = context.caseRow.id;
    requireLead(context, 'approve the tribute video');
    const approver = approverFor(context, request.body);
    const video = await videoFor(db, caseId);
    if (video.slides.length === 0) throw new HttpError(409, 'The video has no photos yet; add photos first.');
    await approve(db, request, approver, 'VIDEO', fingerprintOf(video));
    await invalidateCasePublicPage(app, db, context.siteId, caseId);
    return read(context);
  });

  // SPEC §7 POST video/comment: a note at a time in the video.
  const commentSchema = { body: named(videoCommentBodySchema, 'comment'), response: { 201: reviewCommentSchema } };
  app.post('/video/comment', { schema: commentSchema }, async (request, reply) => {
    const { text, atSeconds } = request.body;
    const context = request.caseContext;
    const caseId = context.caseRow.id;
    const [row] = await db
      .insert(caseReviewComments)
      .values({ caseId, subject: 'VIDEO', atSeconds, text, authorId: context.user.id, authorName: context.user.name })
      .returning();
    await app.notify.staff(request, 'CHANGES_REQUESTED', notices.changesRequested(context.caseRow, 'the tribute video', context.user.name, text));
    reply.status(201);
    return toComment(row!);
  });
}
