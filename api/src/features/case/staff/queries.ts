import { and, asc, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DeskCaseDetail, DeskCaseFilter, DeskCaseSummary } from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { siteContexts } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { user } from '../../auth/tables';
import { caseInvitations } from '../invitations/tables';
import { caseMembers, familyCases } from '../../case-core/tables';
import { caseTasks } from '../../case-core/task-tables';
import { caseDesk } from './tables';

const CASE_NOT_FOUND = 'We could not find this case.';
const kindOf = sql<'AT_NEED' | 'PRE_NEED'>`coalesce(${caseDesk.kind}, 'AT_NEED')`;

const summaryColumns = {
  id: familyCases.id,
  fullName: familyCases.fullName,
  nameSlug: familyCases.nameSlug,
  birthDate: familyCases.birthDate,
  deathDate: familyCases.deathDate,
  locationId: familyCases.locationId,
  createdAt: familyCases.createdAt,
  kind: kindOf,
  closedAt: caseDesk.closedAt,
  contactPhone: caseDesk.contactPhone,
  contactName: caseDesk.contactName,
  contactRelationship: caseDesk.contactRelationship,
  firstName: familyCases.firstName,
  middleName: familyCases.middleName,
  lastName: familyCases.lastName,
  suffix: familyCases.suffix,
};
interface SummaryRow {
  id: number;
  fullName: string;
  nameSlug: string;
  birthDate: string | null;
  deathDate: string | null;
  createdAt: Date;
  kind: 'AT_NEED' | 'PRE_NEED';
  closedAt: Date | null;
}

const toSummary = (row: SummaryRow): DeskCaseSummary => ({
  id: row.id,
  fullName: row.fullName,
  nameSlug: row.nameSlug,
  birthDate: row.birthDate,
  deathDate: row.deathDate,
  kind: row.kind,
  closed: row.closedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const FILTERS: Record<DeskCaseFilter, SQL | undefined> = {
  OPEN: isNull(caseDesk.closedAt),
  AT_NEED: and(isNull(caseDesk.closedAt), sql`${kindOf} = 'AT_NEED'`),
  PRE_NEED: and(isNull(caseDesk.closedAt), sql`${kindOf} = 'PRE_NEED'`),
  CLOSED: isNotNull(caseDesk.closedAt),
  ALL: undefined,
};

// LIKE's own characters in a search are searched for, not wildcards.
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// The home's cases, newest first, one page (and whether there is another).
export async function listCases(db: Db, siteId: string, query: { search: string; filter: DeskCaseFilter; page: number; size: number }) {
  const rows = await db
    .select(summaryColumns)
    .from(familyCases)
    .leftJoin(caseDesk, eq(caseDesk.caseId, familyCases.id))
    .where(and(eq(familyCases.siteId, siteId), FILTERS[query.filter], query.search ? ilike(familyCases.fullName, likePattern(query.search)) : undefined))
    .orderBy(desc(familyCases.createdAt), desc(familyCases.id))
    .limit(query.size + 1)
    .offset((query.page - 1) * query.size);
  return { items: rows.slice(0, query.size).map((row) => toSummary(row)), page: query.page, pageSize: query.size, hasNext: rows.length > query.size };
}

// A likely duplicate: another case of this home with the same name (any case) and the same dates.
export async function findDuplicate(db: Db, siteId: string, facts: { fullName: string; birthDate: string; deathDate: string }, exceptId?: number) {
  const [row] = await db
    .select({ id: familyCases.id })
    .from(familyCases)
    .where(
      and(
        eq(familyCases.siteId, siteId),
        sql`lower(${familyCases.fullName}) = lower(${facts.fullName})`,
        sql`${familyCases.birthDate} IS NOT DISTINCT FROM ${facts.birthDate || null}::date`,
        sql`${familyCases.deathDate} IS NOT DISTINCT FROM ${facts.deathDate || null}::date`,
        exceptId === undefined ? undefined : sql`${familyCases.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

// The locations a case may name: the home's approved site context lists them.
export async function locationIds(db: Db, siteId: string): Promise<Set<string>> {
  const [row] = await db
    .select({ document: siteContexts.document })
    .from(siteContexts)
    .where(and(eq(siteContexts.siteId, siteId), eq(siteContexts.version, 'approved')))
    .limit(1);
  const locations = (row?.document as { locations?: { id: string }[] } | undefined)?.locations ?? [];
  return new Set(locations.map((location) => location.id));
}

export async function caseDetail(db: Db, siteId: string, caseId: number): Promise<DeskCaseDetail> {
  const [row] = await db
    .select(summaryColumns)
    .from(familyCases)
    .leftJoin(caseDesk, eq(caseDesk.caseId, familyCases.id))
    .where(and(eq(familyCases.id, caseId), eq(familyCases.siteId, siteId)))
    .limit(1);
  if (!row) throw notFound(CASE_NOT_FOUND);
  const [members, invitations, tasks] = await Promise.all([
    db
      .select({ id: user.id, name: user.name, email: user.email, role: caseMembers.role, relationship: caseMembers.relationship })
      .from(caseMembers)
      .innerJoin(user, eq(user.id, caseMembers.userId))
      .where(eq(caseMembers.caseId, caseId))
      .orderBy(asc(caseMembers.role), asc(user.name)),
    db
      .select({
        name: caseInvitations.name,
        email: caseInvitations.email,
        role: caseInvitations.role,
        expiresAt: caseInvitations.expiresAt,
        acceptedAt: caseInvitations.acceptedAt,
        revokedAt: caseInvitations.revokedAt,
      })
      .from(caseInvitations)
      .where(eq(caseInvitations.caseId, caseId))
      .orderBy(asc(caseInvitations.createdAt)),
    db.select({ kind: caseTasks.kind, status: caseTasks.status }).from(caseTasks).where(eq(caseTasks.caseId, caseId)).orderBy(asc(caseTasks.position)),
  ]);
  return {
    ...toSummary(row),
    locationId: row.locationId,
    contactPhone: row.contactPhone ?? '',
    nameParts: { firstName: row.firstName, middleName: row.middleName, lastName: row.lastName, suffix: row.suffix },
    // Kept only until someone is invited as the primary contact or joins as one.
    contactWithoutEmail:
      row.contactName && !members.some((member) => member.role === 'PRIMARY') && !invitations.some((item) => item.role === 'PRIMARY' && !item.revokedAt)
        ? { name: row.contactName, relationship: row.contactRelationship ?? '' }
        : null,
    members,
    invitations: invitations.map(({ acceptedAt, revokedAt, expiresAt, ...rest }) => ({
      ...rest,
      expiresAt: expiresAt.toISOString(),
      accepted: acceptedAt !== null,
      revoked: revokedAt !== null,
    })),
    tasks,
  };
}
