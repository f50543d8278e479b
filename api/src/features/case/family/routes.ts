import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  caseDetailSchema,
  caseListSchema,
  familyPageQuerySchema,
  memberListSchema,
  type CaseAccess,
  type CaseSummary,
  type Member,
} from '@keepsake/shared/contract';
import type { Db } from '../../../db/client';
import { siteContexts } from '../../../db/schema';
import { user } from '../../auth/tables';
import { named } from '../../../lib/route-schemas';
import type { AuthService } from '../../auth/service';
import { caseInvitations } from '../invitations/tables';
import { caseTaskAssignees, caseTasks } from '../../case-core/task-tables';
import { requireFamilyUser, type FamilyCaseRow } from '../../case-core/case-context';
import { scopeToCase } from '../../case-core/case-scope';
import { caseMembers, familyCases } from '../../case-core/tables';

async function locationNames(db: Db, siteId: string): Promise<Map<string, string>> {
  const [row] = await db
    .select({ document: siteContexts.document })
    .from(siteContexts)
    .where(and(eq(siteContexts.siteId, siteId), eq(siteContexts.version, 'approved')))
    .limit(1);
  const locations = (row?.document as { locations?: { id: string; name: string }[] } | undefined)?.locations ?? [];
  return new Map(locations.map((location) => [location.id, location.name]));
}

async function waitingCounts(db: Db, caseIds: number[], userId: string): Promise<Map<number, number>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .select({ caseId: caseTasks.caseId, count: sql<number>`count(*)::int` })
    .from(caseTasks)
    .innerJoin(caseTaskAssignees, eq(caseTaskAssignees.taskId, caseTasks.id))
    .where(and(inArray(caseTasks.caseId, caseIds), eq(caseTaskAssignees.userId, userId), ne(caseTasks.status, 'COMPLETE')))
    .groupBy(caseTasks.caseId);
  return new Map(rows.map((row) => [row.caseId, row.count]));
}

function toSummary(row: FamilyCaseRow, access: CaseAccess, locations: Map<string, string>, waiting: number): CaseSummary {
  const locationName = row.locationId ? locations.get(row.locationId) : undefined;
  return {
    id: row.id,
    nameSlug: row.nameSlug,
    locationId: row.locationId,
    fullName: row.fullName,
    birthDate: row.birthDate,
    deathDate: row.deathDate,
    portraitUrl: row.portraitUrl,
    portraitAlt: row.portraitAlt,
    location: row.locationId && locationName ? { id: row.locationId, name: locationName } : null,
    access,
    waitingForMe: waiting,
  };
}

/** The cases I belong to (SPEC §7 GET /cases); staff see every case of their home. */
export async function familyCaseRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The query is read before the session, the order the clients have always met.
  app.get('/api/family/cases', { schema: { querystring: named(familyPageQuerySchema, 'page'), response: { 200: caseListSchema } } }, async (request) => {
    const { page, size } = request.query;
    const current = await requireFamilyUser(authService, request);
    const siteId = current.siteId;
    const staff = current.role === 'staff';
    const base = db
      .select({ row: familyCases, role: caseMembers.role })
      .from(familyCases)
      .leftJoin(caseMembers, and(eq(caseMembers.caseId, familyCases.id), eq(caseMembers.userId, current.id)));
    const rows = await base
      .where(staff ? eq(familyCases.siteId, siteId) : and(eq(familyCases.siteId, siteId), eq(caseMembers.userId, current.id)))
      .orderBy(sql`${familyCases.deathDate} DESC NULLS LAST`, asc(familyCases.id))
      .limit(size + 1)
      .offset((page - 1) * size);
    const pageRows = rows.slice(0, size);
    const [locations, waiting] = await Promise.all([
      locationNames(db, siteId),
      waitingCounts(
        db,
        pageRows.map(({ row }) => row.id),
        current.id,
      ),
    ]);
    return {
      items: pageRows.map(({ row, role }) => toSummary(row, staff ? 'STAFF' : (role ?? 'HELPER'), locations, waiting.get(row.id) ?? 0)),
      page,
      pageSize: size,
      hasNext: rows.length > size,
    };
  });
}

/** One case and its members, under /api/family/cases/:caseId. */
export async function familyCaseScopedRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToCase(app, { db, authService });

  // SPEC §7 GET /cases/{caseId}: the prefix itself ('' adds no trailing slash).
  app.get('', { schema: { response: { 200: caseDetailSchema } } }, async (request) => {
    const context = request.caseContext;
    const caseId = context.caseRow.id;
    const [locations, waiting] = await Promise.all([locationNames(db, context.siteId), waitingCounts(db, [caseId], context.user.id)]);
    return { ...toSummary(context.caseRow, context.access, locations, waiting.get(caseId) ?? 0), events: context.caseRow.events };
  });

  // The family members list: who has accepted, who is still invited.
  app.get('/members', { schema: { response: { 200: memberListSchema } } }, async (request) => {
    const caseId = request.caseContext.caseRow.id;
    const members = await db
      .select({ userId: caseMembers.userId, name: user.name, email: user.email, role: caseMembers.role, relationship: caseMembers.relationship })
      .from(caseMembers)
      .innerJoin(user, eq(user.id, caseMembers.userId))
      .where(eq(caseMembers.caseId, caseId))
      .orderBy(asc(caseMembers.joinedAt), asc(user.name));
    const invitations = await db
      .select()
      .from(caseInvitations)
      .where(and(eq(caseInvitations.caseId, caseId), sql`${caseInvitations.acceptedAt} IS NULL`))
      .orderBy(asc(caseInvitations.createdAt));
    const now = Date.now();
    const items: Member[] = [
      ...members.map((member) => ({ ...member, status: 'ACCEPTED' as const })),
      ...invitations.map((invitation) => ({
        userId: null,
        name: invitation.name,
        email: invitation.email,
        relationship: invitation.relationship,
        role: invitation.role,
        status: invitation.revokedAt ? ('REVOKED' as const) : invitation.expiresAt.getTime() > now ? ('INVITED' as const) : ('EXPIRED' as const),
      })),
    ];
    return { items };
  });
}
