import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ActingAs, CaseHistoryEvent, CaseEventKind, CaseHistory, OnBehalf } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import type { CaseContext } from './case-context';
import { caseEvents, type CaseEventDetail } from './case-history-tables';
import { familyCases } from './tables';

// The case history (issue 36 point 1, ADR 097): ONE way to write it. Every route that changes a case calls
// recordCaseEvent with the transaction (or db) that makes the change, so the row and the change are saved
// or lost together; the table refuses UPDATE and DELETE (migration 970), so this file only inserts.

/** Who did it, as the history keeps it: the name then, and whether they acted as staff or family. */
export interface CaseActor {
  userId: string | null;
  name: string;
  actingAs: ActingAs;
}

/** A change that happened without a person: a payment provider's webhook, a scheduled job. */
export const SYSTEM_ACTOR: CaseActor = { userId: null, name: 'Keepsake', actingAs: 'SYSTEM' };

/**
 * The person behind a request, from what the scopes found: the case scope (family routes, where staff of the
 * home act with the primary contact's rights) or the staff scope (studio routes). Neither: the system.
 */
export function actorOf(request: FastifyRequest): CaseActor {
  const context = request.caseContext as CaseContext | undefined;
  if (context?.user) return contextActor(context);
  const staff = request.staffUser as FastifyRequest['staffUser'] | undefined;
  if (staff) return { userId: staff.id, name: staff.name, actingAs: 'STAFF' };
  return SYSTEM_ACTOR;
}

/** The person of a case scope: staff of the home act as staff, members as the family. */
export const contextActor = (context: CaseContext): CaseActor => ({
  userId: context.user.id,
  name: context.user.name,
  actingAs: context.access === 'STAFF' ? 'STAFF' : 'FAMILY',
});

export interface CaseEventInput {
  kind: CaseEventKind;
  /** What happened, as a sentence a director reads: "Recorded a check payment of $500.00". */
  summary: string;
  /** Before → after, when the change is a value (a date, a status, an amount). */
  before?: string | null;
  after?: string | null;
  /** Staff approved for the family: how, and their note. */
  onBehalf?: OnBehalf | null;
  detail?: Omit<CaseEventDetail, 'onBehalf'>;
}

/**
 * Appends one row to the case's history. `who` is the request (actorOf reads it) or an explicit actor (a
 * webhook, a job, a person not yet in the case's scope such as someone accepting an invitation). Call it with
 * the transaction of the change. The row's home is the case's own, read from the case row itself.
 */
export async function recordCaseEvent(db: Db, who: FastifyRequest | CaseActor, caseId: number, event: CaseEventInput): Promise<void> {
  const actor = 'actingAs' in who ? who : actorOf(who);
  await db.insert(caseEvents).values({
    siteId: sql`(SELECT ${familyCases.siteId} FROM ${familyCases} WHERE ${familyCases.id} = ${caseId})`,
    caseId,
    actorUserId: actor.userId,
    actorName: actor.name,
    actingAs: actor.actingAs,
    kind: event.kind,
    summary: event.summary,
    beforeValue: event.before ?? null,
    afterValue: event.after ?? null,
    detail: { ...(event.detail ?? {}), ...(event.onBehalf ? { onBehalf: event.onBehalf } : {}) },
  });
}

const toCaseEvent = (row: typeof caseEvents.$inferSelect): CaseHistoryEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { name: row.actorName, actingAs: row.actingAs },
  kind: row.kind,
  summary: row.summary,
  before: row.beforeValue,
  after: row.afterValue,
  onBehalf: row.detail.onBehalf ?? null,
});

/** A page of a case's history, newest first (the id orders rows written in the same instant). */
export async function caseHistoryPage(db: Db, siteId: string, caseId: number, page: number, pageSize: number): Promise<CaseHistory> {
  const rows = await db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.siteId, siteId), eq(caseEvents.caseId, caseId)))
    .orderBy(desc(caseEvents.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { items: rows.slice(0, pageSize).map(toCaseEvent), page, pageSize, hasNext: rows.length > pageSize };
}
