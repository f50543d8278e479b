import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caseIdSchema, reviewCommentSchema, videoCommentBodySchema, videoSchema } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { HttpError } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { invalidateCasePublicPage } from '../case-obituary/public-page';
import { caseReviewComments } from '../case-obituary/tables';
import { requireCase, requireLead, type CaseContext } from '../case-core/case-context';
import { approvalOf, approve, commentsOf, fingerprintOf, toComment } from '../stationery/queries';
import { videoFor } from './queries';

const caseParams = z.object({ caseId: caseIdSchema }).strict();

export async function tributeVideoRoutes(app: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const read = async (context: CaseContext) => {
    const caseId = context.caseRow.id;
    const video = await videoFor(db, caseId);
    return { ...video, comments: await commentsOf(db, caseId, 'VIDEO'), approval: await approvalOf(db, caseId, 'VIDEO', fingerprintOf(video)) };
  };

  // SPEC §7 GET video.
  app.get('/api/family/cases/:caseId/video', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    return checked(videoSchema, await read(context), 'video');
  });

  // SPEC §7 POST video/approve.
  app.post('/api/family/cases/:caseId/video/approve', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const context = await requireCase(db, authService, request, caseId);
    requireLead(context, 'approve the tribute video');
    const video = await videoFor(db, caseId);
    if (video.slides.length === 0) throw new HttpError(409, 'The video has no photos yet; add photos first.');
    await approve(db, context, 'VIDEO', fingerprintOf(video));
    await invalidateCasePublicPage(app, db, context.siteId, caseId);
    return checked(videoSchema, await read(context), 'video');
  });

  // SPEC §7 POST video/comment: a note at a time in the video.
  app.post('/api/family/cases/:caseId/video/comment', async (request, reply) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const { text, atSeconds } = validate(videoCommentBodySchema, request.body, 'comment');
    const context = await requireCase(db, authService, request, caseId);
    const [row] = await db
      .insert(caseReviewComments)
      .values({ caseId, subject: 'VIDEO', atSeconds, text, authorId: context.user.id, authorName: context.user.name })
      .returning();
    reply.status(201);
    return checked(reviewCommentSchema, toComment(row!), 'comment');
  });
}
