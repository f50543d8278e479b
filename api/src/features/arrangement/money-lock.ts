import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { casePayments } from './tables';

/**
 * The case's money lock: every payment of a case (the family's card, staff's cash or check) checks the balance
 * and inserts its row inside one transaction that holds this lock, the case's arrangement row FOR UPDATE (the
 * row that carries the signed statement, also locked by a contract revision). Two payments at once then check
 * one after the other, and under READ COMMITTED each statement after the lock reads what the other committed,
 * so their sum can never pass the balance due. The row must exist (ensureArrangement first). On PGlite (one
 * connection) transactions are serialized anyway and the lock is trivially held.
 */
export async function lockCaseMoney(tx: Db, caseId: number): Promise<void> {
  await tx.execute(sql`SELECT case_id FROM case_arrangement WHERE case_id = ${caseId} FOR UPDATE`);
}

/**
 * What is already taken against the statement, read under the lock: approved payments less what was given
 * back, and card payments still PENDING at the provider (reserved, so a second payment cannot take the same
 * balance while the first is being charged).
 */
export async function takenCents(tx: Db, caseId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${casePayments.amountCents} - ${casePayments.refundedCents}), 0)::int` })
    .from(casePayments)
    .where(and(eq(casePayments.caseId, caseId), sql`${casePayments.status} IN ('APPROVED', 'PENDING')`));
  return row?.total ?? 0;
}
