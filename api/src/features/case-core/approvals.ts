import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ReviewComment } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { setTaskStatus } from './case-obituary-queries';
import { caseApprovals, caseReviewComments } from './case-obituary-tables';
import type { CaseContext } from './case-context';

// Approvals and review comments, shared by stationery and the tribute video.

// What an approval remembers: a hash of exactly what the family saw, so a later change shows as "out of date".
export const fingerprintOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export const toComment = (row: typeof caseReviewComments.$inferSelect): ReviewComment => ({
  id: row.id,
  itemType: row.itemType,
  pageType: row.pageType,
  atSeconds: row.atSeconds,
  text: row.text,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
  state: row.state,
});

export async function approvalOf(db: Db, caseId: number, subject: 'STATIONERY' | 'VIDEO', fingerprint: string) {
  const [row] = await db
    .select()
    .from(caseApprovals)
    .where(and(eq(caseApprovals.caseId, caseId), eq(caseApprovals.subject, subject)));
  return {
    approved: row?.fingerprint === fingerprint,
    outOfDate: !!row && row.fingerprint !== fingerprint,
    approvedAt: row?.approvedAt.toISOString() ?? null,
    approvedBy: row?.approvedBy ?? null,
  };
}

export async function commentsOf(db: Db, caseId: number, subject: 'STATIONERY' | 'VIDEO') {
  const rows = await db
    .select()
    .from(caseReviewComments)
    .where(and(eq(caseReviewComments.caseId, caseId), eq(caseReviewComments.subject, subject)))
    .orderBy(asc(caseReviewComments.id));
  return rows.map(toComment);
}

/**
 * Settles a subject's open change requests as OVERRIDDEN (approved over, after the family confirmed) or
 * SETTLED (the home dealt with them), with who and when: the requests' state is data a case history reads.
 */
export async function settleRequests(
  db: Db,
  { caseId, subject, userId, state, ids }: { caseId: number; subject: 'STATIONERY' | 'VIDEO'; userId: string; state: 'SETTLED' | 'OVERRIDDEN'; ids?: number[] },
) {
  const rows = await db
    .update(caseReviewComments)
    .set({ state, settledAt: new Date(), settledBy: userId })
    .where(
      and(
        eq(caseReviewComments.caseId, caseId),
        eq(caseReviewComments.subject, subject),
        eq(caseReviewComments.state, 'OPEN'),
        ids ? inArray(caseReviewComments.id, ids) : undefined,
      ),
    )
    .returning();
  return rows.map(toComment);
}

export async function approve(db: Db, context: CaseContext, subject: 'STATIONERY' | 'VIDEO', fingerprint: string) {
  await db
    .insert(caseApprovals)
    .values({ caseId: context.caseRow.id, subject, fingerprint, approvedBy: context.user.name })
    .onConflictDoUpdate({
      target: [caseApprovals.caseId, caseApprovals.subject],
      set: { fingerprint, approvedBy: context.user.name, approvedAt: new Date() },
    });
  await setTaskStatus(db, context.caseRow.id, subject === 'STATIONERY' ? 'review-stationery' : 'review-video', 'COMPLETE');
}
