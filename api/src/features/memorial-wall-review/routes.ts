import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  caseIdSchema,
  familyPageQuerySchema,
  numericIdSchema,
  wallCommentListSchema,
  wallCommentSchema,
  wallCommentUpdateBodySchema,
  wallSettingsSchema,
  wallStatusSchema,
  type WallStatus,
} from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { checked } from '../../lib/checked';
import { HttpError, notFound } from '../../lib/http-error';
import { validate, validateParams } from '../../lib/validate';
import type { AuthService } from '../auth/service';
import { invalidatePublicObituary } from '../case-obituary/public-page';
import { caseObituaryOf } from '../case-obituary/queries';
import { requireCase, requireLead } from '../case-core/case-context';
import { memories } from '../memories/tables';
import { obituaries } from '../obituaries/tables';

type StoredStatus = 'PENDING' | 'APPROVED' | 'HIDDEN';
const STORED: Record<WallStatus, StoredStatus> = { waiting: 'PENDING', shown: 'APPROVED', hidden: 'HIDDEN' };
const SHOWN_AS: Record<StoredStatus, WallStatus> = { PENDING: 'waiting', APPROVED: 'shown', HIDDEN: 'hidden' };

const caseParams = z.object({ caseId: caseIdSchema }).strict();
const statusParams = z.object({ caseId: caseIdSchema, status: wallStatusSchema }).strict();
const commentParams = z.object({ caseId: caseIdSchema, commentId: numericIdSchema }).strict();

export async function wallReviewRoutes(app: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  async function counts(obituaryId: number) {
    const rows = await db.select({ status: memories.status, n: count() }).from(memories).where(eq(memories.obituaryId, obituaryId)).groupBy(memories.status);
    const result = { waiting: 0, shown: 0, hidden: 0 };
    for (const row of rows) result[SHOWN_AS[row.status as StoredStatus]] = row.n;
    return result;
  }

  // SPEC §7 GET memorial-wall/comments/{status} (paging): waiting, shown or hidden, newest first, with
  // the count of each (the hub tells the family when memories wait).
  app.get('/api/family/cases/:caseId/memorial-wall/comments/:status', async (request) => {
    const { caseId, status } = validateParams(statusParams, request.params, 'wall address');
    const { page, size } = validate(familyPageQuerySchema, request.query, 'page');
    await requireCase(db, authService, request, caseId);
    const { obituaryId } = await caseObituaryOf(db, caseId);
    if (obituaryId === null) {
      return checked(wallCommentListSchema, { items: [], page, pageSize: size, hasNext: false, counts: { waiting: 0, shown: 0, hidden: 0 } }, 'wall');
    }
    const rows = await db
      .select()
      .from(memories)
      .where(and(eq(memories.obituaryId, obituaryId), eq(memories.status, STORED[status] as 'PENDING')))
      .orderBy(desc(memories.createdAt), desc(memories.id))
      .limit(size + 1)
      .offset((page - 1) * size);
    return checked(
      wallCommentListSchema,
      {
        items: rows.slice(0, size).map((row) => ({
          id: row.id,
          authorName: row.authorName,
          relationship: row.relationship,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
          status: SHOWN_AS[row.status as StoredStatus],
          photoUrl: row.photoUrl,
        })),
        page,
        pageSize: size,
        hasNext: rows.length > size,
        counts: await counts(obituaryId),
      },
      'wall',
    );
  });

  // SPEC §7 POST memorial-wall/comments/{commentId}: show or hide one memory; the public wall follows at
  // once. Any member of the family may do it (a hurtful memory should not wait for one person).
  app.post('/api/family/cases/:caseId/memorial-wall/comments/:commentId', async (request) => {
    const { caseId, commentId } = validateParams(commentParams, request.params, 'memory address');
    const { status } = validate(wallCommentUpdateBodySchema, request.body, 'memory');
    const context = await requireCase(db, authService, request, caseId);
    const { obituaryId } = await caseObituaryOf(db, caseId);
    if (obituaryId === null) throw notFound('We could not find this memory.');
    const [row] = await db
      .update(memories)
      .set({ status: STORED[status] as 'APPROVED' })
      .where(and(eq(memories.id, commentId), eq(memories.obituaryId, obituaryId)))
      .returning();
    if (!row) throw notFound('We could not find this memory.');
    invalidatePublicObituary(app, context.siteId, obituaryId);
    return checked(
      wallCommentSchema,
      {
        id: row.id,
        authorName: row.authorName,
        relationship: row.relationship,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        status: SHOWN_AS[row.status as StoredStatus],
      },
      'memory',
    );
  });

  // Ours: the settings as they are.
  app.get('/api/family/cases/:caseId/memorial-wall/settings', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    await requireCase(db, authService, request, caseId);
    const { obituaryId } = await caseObituaryOf(db, caseId);
    if (obituaryId === null) return checked(wallSettingsSchema, { moderation: 'APPROVAL', posting: 'ANYONE', photos: true }, 'wall settings');
    const [row] = await db
      .select({ moderation: obituaries.wallModeration, posting: obituaries.wallPosting, photos: obituaries.wallPhotos })
      .from(obituaries)
      .where(eq(obituaries.id, obituaryId));
    return checked(wallSettingsSchema, row, 'wall settings');
  });

  // SPEC §7 POST memorial-wall/settings: "new memories wait for approval", who may post and whether a
  // memory may carry a photo. The primary contact decides.
  app.post('/api/family/cases/:caseId/memorial-wall/settings', async (request) => {
    const { caseId } = validateParams(caseParams, request.params, 'case address');
    const body = validate(wallSettingsSchema, request.body, 'wall settings');
    const context = await requireCase(db, authService, request, caseId);
    requireLead(context, 'change the memorial wall settings');
    const { obituaryId } = await caseObituaryOf(db, caseId);
    if (obituaryId === null) throw new HttpError(409, 'The memorial page is not published yet; approve the obituary first.');
    await db
      .update(obituaries)
      .set({ wallModeration: body.moderation, wallPosting: body.posting, wallPhotos: body.photos })
      .where(eq(obituaries.id, obituaryId));
    invalidatePublicObituary(app, context.siteId, obituaryId);
    return checked(wallSettingsSchema, body, 'wall settings');
  });
}
