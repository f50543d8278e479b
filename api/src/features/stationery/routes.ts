import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approveBodySchema,
  commentBodySchema,
  reviewCommentSchema,
  stationeryCommentQuerySchema,
  stationerySchema,
  type StationeryDoc,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { homeTimeZone } from '../../lib/home-time-zone';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { caseObituaryOf } from '../case-core/case-obituary-queries';
import { caseReviewComments } from '../case-core/case-obituary-tables';
import { requireLead, type CaseContext } from '../case-core/case-context';
import { scopeToCase } from '../case-core/case-scope';
import { approvalOf, approve, approverFor, commentsOf, fingerprintOf, toComment } from '../case-core/approvals';
import { notices } from '../case-core/notices';

const longDate = (iso: string | null) =>
  iso ? new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : '';
// Service times in the home's own zone (issue 24 §3), not one home's zone for every home.
const eventLine = (timeZone: string) => (event: { title: string; startsAt: string; placeName: string }) =>
  `${event.title}: ${new Date(event.startsAt).toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone })}, ${event.placeName}`;

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

  // SPEC §7 POST stationery/approve: the primary contact approves exactly what they see.
  // Staff approve only for the family, saying how (case-core/approvals.ts approverFor, issue 36).
  const approveSchema = { body: named(approveBodySchema, 'approval').optional(), response: { 200: stationerySchema } };
  app.post('/stationery/approve', { schema: approveSchema }, async (request) => {
    const context = request.caseContext;
    requireLead(context, 'approve the stationery');
    const approver = approverFor(context, request.body);
    await approve(db, request, approver, 'STATIONERY', fingerprintOf(await stationeryFor(db, context)));
    return read(context);
  });

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
