import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CaseAccess } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { forbidden, notFound, unauthorized } from '../../lib/http-error';
import type { AuthService, AuthUser } from '../auth/service';
import { caseMembers, familyCases } from './tables';

export type FamilyCaseRow = typeof familyCases.$inferSelect;

export interface CaseContext {
  user: AuthUser;
  siteId: string;
  caseRow: FamilyCaseRow;
  access: CaseAccess;
}

const CASE_NOT_FOUND = 'We could not find this case.';

// The signed-in user of THIS site: an account of another funeral home is not signed in here.
export async function requireFamilyUser(authService: AuthService, request: FastifyRequest): Promise<AuthUser> {
  const user = await authService.sessionUser(request);
  if (!user || user.siteId !== request.siteId) throw unauthorized();
  return user;
}

// A case of this home (the request's site), for every caller: another home's case is a 404 like one that
// does not exist, so a case id tells an outsider nothing.
export async function homeCaseOf(db: Db, siteId: string, caseId: number): Promise<FamilyCaseRow> {
  const [caseRow] = await db
    .select()
    .from(familyCases)
    .where(and(eq(familyCases.id, caseId), eq(familyCases.siteId, siteId)))
    .limit(1);
  if (!caseRow) throw notFound(CASE_NOT_FOUND);
  return caseRow;
}

// Every case call starts here: site, account, membership. Not a member (or another site's case): 404,
// so a case id tells an outsider nothing. Staff of the home open every case of their home.
export async function requireCase(db: Db, authService: AuthService, request: FastifyRequest, caseId: number): Promise<CaseContext> {
  const user = await requireFamilyUser(authService, request);
  const siteId = request.siteId;
  const caseRow = await homeCaseOf(db, siteId, caseId);
  if (user.role === 'staff') return { user, siteId, caseRow, access: 'STAFF' };
  const [member] = await db
    .select({ role: caseMembers.role })
    .from(caseMembers)
    .where(and(eq(caseMembers.caseId, caseId), eq(caseMembers.userId, user.id)))
    .limit(1);
  if (!member) throw notFound(CASE_NOT_FOUND);
  return { user, siteId, caseRow, access: member.role };
}

// Inviting, assigning others and approving: the primary contact, or staff helping the family.
export function requireLead(context: CaseContext, what: string): void {
  if (context.access === 'HELPER') {
    throw forbidden(`Only the family's primary contact can ${what}.`);
  }
}

export async function isMember(db: Db, caseId: number, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: caseMembers.userId })
    .from(caseMembers)
    .where(and(eq(caseMembers.caseId, caseId), eq(caseMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
