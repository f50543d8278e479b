import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseIdSchema,
  familyPageQuerySchema,
  numericIdSchema,
  wallCommentListSchema,
  wallCommentSchema,
  wallCommentUpdateBodySchema,
  wallStatusSchema,
  type WallStatus,
} from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { invalidatePublicObituary } from '../../case-core/public-page';
import { caseObituaryOf } from '../../case-core/case-obituary-queries';
import { scopeToCase } from '../../case-core/case-scope';
import { memories } from '../../case-core/memory-tables';
import { wallSettingsRoutes } from './settings-routes';

type StoredStatus = 'PENDING' | 'APPROVED' | 'HIDDEN';
const STORED: Record<WallStatus, StoredStatus> = { waiting: 'PENDING', shown: 'APPROVED', hidden: 'HIDDEN' };
const SHOWN_AS: Record<StoredStatus, WallStatus> = { PENDING: 'waiting', APPROVED: 'shown', HIDDEN: 'hidden' };

// A memory as the family's review reads it, after a show or hide and in the list (which adds its photo).
const toWallComment = (row: typeof memories.$inferSelect) => ({
  id: row.id,
  authorName: row.authorName,
  relationship: row.relationship,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  status: SHOWN_AS[row.status as StoredStatus],
});

const statusParams = named(z.object({ caseId: caseIdSchema, status: wallStatusSchema }).strict(), 'wall address');
const commentParams = named(z.object({ caseId: caseIdSchema, commentId: numericIdSchema }).strict(), 'memory address');

/** The family's review of the public memorial wall (SPEC §7), under /api/family/cases/:caseId. */
export async function wallReviewRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });
  async function counts(obituaryId: number) {
    const rows = await db.select({ status: memories.status, n: count() }).from(memories).where(eq(memories.obituaryId, obituaryId)).groupBy(memories.status);
    const result = { waiting: 0, shown: 0, hidden: 0 };
    for (const row of rows) result[SHOWN_AS[row.status as StoredStatus]] = row.n;
    return result;
  }

  // SPEC §7 GET memorial-wall/comments/{status} (paging): waiting, shown or hidden, newest first, with
  // the count of each (the hub tells the family when memories wait).
  const listSchema = { params: statusParams, querystring: named(familyPageQuerySchema, 'page'), response: { 200: wallCommentListSchema } };
  app.get('/memorial-wall/comments/:status', { schema: listSchema }, async (request) => {
    const { caseId, status } = request.params;
    const { page, size } = request.query;
    const { obituaryId } = await caseObituaryOf(db, caseId);
    if (obituaryId === null) return { items: [], page, pageSize: size, hasNext: false, counts: { waiting: 0, shown: 0, hidden: 0 } };
    const rows = await db
      .select()
      .from(memories)
      .where(and(eq(memories.obituaryId, obituaryId), eq(memories.status, STORED[status] as 'PENDING')))
      .orderBy(desc(memories.createdAt), desc(memories.id))
      .limit(size + 1)
      .offset((page - 1) * size);
    return {
      items: rows.slice(0, size).map((row) => ({ ...toWallComment(row), photoUrl: row.photoUrl })),
      page,
      pageSize: size,
      hasNext: rows.length > size,
      counts: await counts(obituaryId),
    };
  });

  // SPEC §7 POST memorial-wall/comments/{commentId}: show or hide one memory; the public wall follows at
  // once. Any member of the family may do it (a hurtful memory should not wait for one person).
  const updateSchema = { params: commentParams, body: named(wallCommentUpdateBodySchema, 'memory'), response: { 200: wallCommentSchema } };
  app.post('/memorial-wall/comments/:commentId', { schema: updateSchema }, async (request) => {
    const { caseId, commentId } = request.params;
    const { status } = request.body;
    const context = request.caseContext;
    const { obituaryId } = await caseObituaryOf(db, caseId);
    if (obituaryId === null) throw notFound('We could not find this memory.');
    const [row] = await db
      .update(memories)
      .set({ status: STORED[status] as 'APPROVED' })
      .where(and(eq(memories.id, commentId), eq(memories.obituaryId, obituaryId)))
      .returning();
    if (!row) throw notFound('We could not find this memory.');
    invalidatePublicObituary(app, context.siteId, obituaryId);
    return toWallComment(row);
  });

  await app.register(wallSettingsRoutes, { db });
}
