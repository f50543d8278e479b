import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { STAFF_ROLE_MESSAGES } from '@keepsake/shared/contract';
import { user } from '../auth/tables';
import { staffRoles } from '../case-core/staff-tables';

/**
 * Every change that can leave a home without an owner (demoting or removing a colleague) runs in `change`
 * under one lock per home, and is refused (409) if no owner but `memberId` would be left. The lock makes
 * two owners demoting or removing each other at the same moment take turns: the second sees the first's
 * change and is refused, so a home always keeps an owner. An account without a role row predates roles
 * and is an owner (case-core/staff-access.ts).
 */
export async function keepingAnOwner<T>(db: Db, siteId: string, memberId: string, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`staff-team:${siteId}`}))`);
    const [others] = await tx
      .select({ owners: sql<number>`count(*)::int` })
      .from(user)
      .leftJoin(staffRoles, eq(staffRoles.userId, user.id))
      .where(and(eq(user.siteId, siteId), eq(user.role, 'staff'), ne(user.id, memberId), sql`coalesce(${staffRoles.role}, 'OWNER') = 'OWNER'`));
    if ((others?.owners ?? 0) === 0) throw new HttpError(409, STAFF_ROLE_MESSAGES.lastOwner);
    return change(tx);
  });
}
