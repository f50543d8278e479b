import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { approvalLine, type ApproveBody, type Approver, type CaseEventKind, type OnBehalf, type ReviewComment } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/http-error';
import { setTaskStatus } from './case-obituary-queries';
import { caseApprovals, caseReviewComments, type ApprovalSubject } from './case-obituary-tables';
import type { CaseContext } from './case-context';
import { recordCaseEvent } from './case-history';

// Approvals and review comments, shared by stationery, the tribute video and the wall settings; the one
// rule for who approved is approverFor, used by the obituary's approval too.

export const HOW_REQUIRED = 'Please choose how the family gave their approval';

/**
 * The one rule for every approval (issue 36 point 1, ADR 097). A family member approves as themselves and
 * sends no `onBehalf`. Staff approve only FOR the family, saying how the family approved (by phone, in
 * person) and an optional note; without it the approval is refused, so no record ever says the family did
 * what staff did. Call it after requireLead.
 */
export function approverFor(context: CaseContext, body: ApproveBody | undefined): Approver {
  const onBehalf = (body?.onBehalf ?? null) as OnBehalf | null;
  if (context.access === 'STAFF') {
    if (!onBehalf) throw badRequest(`Please check the approval: onBehalf.how (${HOW_REQUIRED}).`, { 'onBehalf.how': HOW_REQUIRED });
    return { name: context.user.name, onBehalf };
  }
  if (onBehalf) throw forbidden('Only staff of the funeral home approve for the family.');
  return { name: context.user.name, onBehalf: null };
}

/** An approver as a row stores it (approved_by, approved_how, approved_note), and back. */
export const approverColumns = (approver: Approver) => ({
  approvedBy: approver.name,
  approvedHow: approver.onBehalf?.how ?? null,
  approvedNote: approver.onBehalf?.note ?? '',
});
export function approverOf(row: { approvedBy: string | null; approvedHow: OnBehalf['how'] | null; approvedNote: string }): Approver | null {
  if (row.approvedBy === null) return null;
  return { name: row.approvedBy, onBehalf: row.approvedHow ? { how: row.approvedHow, note: row.approvedNote } : null };
}

/** The history row of an approval: "Approved for the family by Dana Reyes, by phone: the obituary (revision 2)". */
export function recordApproval(db: Db, request: FastifyRequest, caseId: number, kind: CaseEventKind, what: string, approver: Approver) {
  return recordCaseEvent(db, request, caseId, { kind, summary: `${approvalLine(approver)}: ${what}`, onBehalf: approver.onBehalf });
}

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

export async function approvalOf(db: Db, caseId: number, subject: ApprovalSubject, fingerprint: string) {
  const [row] = await db
    .select()
    .from(caseApprovals)
    .where(and(eq(caseApprovals.caseId, caseId), eq(caseApprovals.subject, subject)));
  return {
    approved: row?.fingerprint === fingerprint,
    outOfDate: !!row && row.fingerprint !== fingerprint,
    approvedAt: row?.approvedAt.toISOString() ?? null,
    approvedBy: row?.approvedBy ?? null,
    onBehalf: row ? (approverOf(row)?.onBehalf ?? null) : null,
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

const TASK_OF = { STATIONERY: 'review-stationery', VIDEO: 'review-video', WALL_SETTINGS: 'review-wall-settings' } as const;
const EVENT_OF = { STATIONERY: 'approval.stationery', VIDEO: 'approval.video', WALL_SETTINGS: 'approval.wall-settings' } as const;
const WHAT_OF = { STATIONERY: 'the stationery', VIDEO: 'the tribute video', WALL_SETTINGS: 'the memorial wall settings' } as const;

/** Records an approval of exactly `fingerprint`, completes its task and writes the history row, in one transaction. */
export async function approve(db: Db, request: FastifyRequest, approver: Approver, subject: ApprovalSubject, fingerprint: string) {
  const caseId = request.caseContext.caseRow.id;
  const columns = approverColumns(approver);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await txDb
      .insert(caseApprovals)
      .values({ caseId, subject, fingerprint, ...columns })
      .onConflictDoUpdate({ target: [caseApprovals.caseId, caseApprovals.subject], set: { fingerprint, ...columns, approvedAt: new Date() } });
    await setTaskStatus(txDb, caseId, TASK_OF[subject], 'COMPLETE');
    await recordApproval(txDb, request, caseId, EVENT_OF[subject], WHAT_OF[subject], approver);
  });
}
