import type { FastifyInstance } from 'fastify';
import { formatDateTime, formatDay } from '@keepsake/shared/time';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveOverQuestion,
  caseIdSchema,
  numericIdSchema,
  commentBodySchema,
  reviewCommentSchema,
  stationeryApproveBodySchema,
  stationeryCommentQuerySchema,
  stationerySchema,
  type StationeryDoc,
} from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { homeTimeZone } from '../../../lib/home-time-zone';
import { HttpError, forbidden, notFound } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { caseObituaryOf } from '../../case-core/case-obituary-queries';
import { caseReviewComments } from '../../case-core/case-obituary-tables';
import { requireLead, type CaseContext } from '../../case-core/case-context';
import { scopeToCase } from '../../case-core/case-scope';
import { approvalOf, approve, approverFor, commentsOf, fingerprintOf, settleRequests, toComment } from '../../case-core/approvals';
import { notices } from '../../case-core/notices';

const longDate = (iso: string | null) => formatDay(iso);
// Service times in the home's own zone (issue 24 §3), not one home's zone for every home.
const eventLine = (timeZone: string) => (event: { title: string; startsAt: string; placeName: string }) =>
  `${event.title}: ${formatDateTime(event.startsAt, timeZone, { weekday: true })}, ${event.placeName}`;

// The three printed pieces, drawn from the obituary text, the portrait and the service events.
export async function stationeryFor(db: Db, context: CaseContext): Promise<StationeryDoc[]> {
  const { caseRow } = context;
  const { draft } = await caseObituaryOf(db, caseRow.id);
  const dates = [longDate(caseRow.birthDate), longDate(caseRow.deathDate)].filter(Boolean).join(' – ');
  const paragraphs = draft
    .split(/\n\s*\n/)
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const events = caseRow.events.map(eventLine(await homeTimeZone(db, caseRow.siteId)));
  const portrait = caseRow.portraitUrl;
  return [
    {
      type: 'memorial-folder',
      title: 'Memorial folder',
      widthIn: 5.5,
      heightIn: 8.5,
      pages: [
        { type: 'front', heading: caseRow.fullName, lines: [dates, 'In loving memory'], imageUrl: portrait },
        { type: 'inside', heading: 'A life remembered', lines: [...paragraphs.slice(0, 4), ...events], imageUrl: null },
        { type: 'back', heading: 'The Lord is my shepherd', lines: ['Psalm 23', 'The family thanks you for your kindness.'], imageUrl: null },
      ],
    },
    {
      type: 'prayer-card',
      title: 'Prayer card',
      widthIn: 2.75,
      heightIn: 4.25,
      pages: [
        { type: 'front', heading: null, lines: [], imageUrl: portrait },
        { type: 'back', heading: caseRow.fullName, lines: [dates, 'May perpetual light shine upon her, and may she rest in peace.'], imageUrl: null },
      ],
    },
    {
      type: 'thank-you-card',
      title: 'Thank-you card',
      widthIn: 5,
      heightIn: 3.5,
      pages: [
        { type: 'front', heading: 'Thank you', lines: [], imageUrl: null },
        { type: 'inside', heading: null, lines: [`The family of ${caseRow.fullName} is grateful for your kindness and sympathy.`], imageUrl: portrait },
      ],
    },
  ];
}

/** The printed pieces, their review and approval (SPEC §7), under /api/family/cases/:caseId. */
export async function stationeryRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });
  const read = async (context: CaseContext) => {
    const items = await stationeryFor(db, context);
    const caseId = context.caseRow.id;
    return {
      items,
      comments: await commentsOf(db, caseId, 'STATIONERY'),
      approval: await approvalOf(db, caseId, 'STATIONERY', fingerprintOf(items)),
    };
  };

  // SPEC §7 GET stationery.
  app.get('/stationery', { schema: { response: { 200: stationerySchema } } }, async (request) => {
    const context = request.caseContext;
    return read(context);
  });

  // SPEC §7 POST stationery/approve: the primary contact approves exactly what they see. Over open change
  // requests only when confirmed (issue 43 point 5): the requests become OVERRIDDEN, and the home is mailed.
  app.post(
    '/stationery/approve',
    { schema: { body: named(stationeryApproveBodySchema.default({}), 'approval'), response: { 200: stationerySchema } } },
    async (request) => {
      const context = request.caseContext;
      requireLead(context, 'approve the stationery');
      // Staff approve only for the family, saying how (case-core/approvals.ts approverFor, issue 36).
      const approver = approverFor(context, request.body);
      const caseId = context.caseRow.id;
      const open = (await commentsOf(db, caseId, 'STATIONERY')).filter((comment) => comment.state === 'OPEN');
      if (open.length > 0 && !request.body.overrideOpenRequests) {
        throw new HttpError(409, approveOverQuestion(open), { overrideOpenRequests: 'Please confirm approving over the open requests' });
      }
      const overridden = await settleRequests(db, { caseId, subject: 'STATIONERY', userId: context.user.id, state: 'OVERRIDDEN' });
      await approve(db, request, approver, 'STATIONERY', fingerprintOf(await stationeryFor(db, context)));
      await app.notify.staff(request, 'FAMILY_APPROVED', notices.stationeryApproved(context.caseRow, context.user.name, overridden));
      return read(context);
    },
  );

  // The home settles a change request it has dealt with (staff only): it no longer asks the family to confirm.
  app.post(
    '/stationery/comments/:commentId/settle',
    {
      schema: {
        params: named(z.object({ caseId: caseIdSchema, commentId: numericIdSchema }).strict(), 'request address'),
        response: { 200: reviewCommentSchema },
      },
    },
    async (request) => {
      const context = request.caseContext;
      if (context.access !== 'STAFF') throw forbidden('Only the funeral home can settle a change request.');
      const [settled] = await settleRequests(db, {
        caseId: context.caseRow.id,
        subject: 'STATIONERY',
        userId: context.user.id,
        state: 'SETTLED',
        ids: [request.params.commentId],
      });
      if (!settled) throw notFound('We could not find an open request with that number.');
      return settled;
    },
  );

  // SPEC §7 POST stationery/comment?itemType=&pageType=: a note pinned to a piece and page.
  const commentSchema = {
    querystring: named(stationeryCommentQuerySchema, 'comment address'),
    body: named(commentBodySchema, 'comment'),
    response: { 201: reviewCommentSchema },
  };
  app.post('/stationery/comment', { schema: commentSchema }, async (request, reply) => {
    const { itemType, pageType } = request.query;
    const { text } = request.body;
    const context = request.caseContext;
    const caseId = context.caseRow.id;
    const [row] = await db
      .insert(caseReviewComments)
      .values({ caseId, subject: 'STATIONERY', itemType, pageType, text, authorId: context.user.id, authorName: context.user.name })
      .returning();
    await app.notify.staff(
      request,
      'CHANGES_REQUESTED',
      notices.changesRequested(context.caseRow, `the stationery (${itemType}, ${pageType})`, context.user.name, text),
    );
    reply.status(201);
    return toComment(row!);
  });
}
