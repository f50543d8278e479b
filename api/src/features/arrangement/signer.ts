import { and, asc, eq } from 'drizzle-orm';
import { SIGNATURE_MESSAGES, nameMismatchMessage, sameName } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/http-error';
import type { CaseContext } from '../case-core/case-context';
import { caseMembers } from '../case-core/tables';
import type { ArrangementRow } from './arrangement-row';

// Who signs the contract (issue 25): the member the primary contact named, else the primary contact.
// Staff never sign for the family (they countersign); a helper signs only when named.
export async function signerIdOf(db: Db, row: ArrangementRow): Promise<string | null> {
  if (row.signerUserId) return row.signerUserId;
  const [primary] = await db
    .select({ userId: caseMembers.userId })
    .from(caseMembers)
    .where(and(eq(caseMembers.caseId, row.caseId), eq(caseMembers.role, 'PRIMARY')))
    .orderBy(asc(caseMembers.joinedAt))
    .limit(1);
  return primary?.userId ?? null;
}

export async function requireSigner(db: Db, context: CaseContext, row: ArrangementRow): Promise<void> {
  if (context.access === 'STAFF') throw forbidden(SIGNATURE_MESSAGES.staff);
  if ((await signerIdOf(db, row)) !== context.user.id) throw forbidden(SIGNATURE_MESSAGES.notSigner);
}

// The typed name is the signed-in account's own name (case and spacing aside), never someone else's.
export function requireOwnName(context: CaseContext, typedName: string): void {
  if (!sameName(typedName, context.user.name)) {
    const message = nameMismatchMessage(context.user.name);
    throw badRequest(message, { 'signature.typedName': message });
  }
}
