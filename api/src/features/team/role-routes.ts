import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLE_MESSAGES as MESSAGES, staffMemberSchema, staffRoleBodySchema, type StaffRole } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { user } from '../auth/tables';
import { scopeToStaff } from '../case-core/staff-scope';
import { staffRoles } from '../case-core/staff-tables';
import { keepingAnOwner } from './keep-an-owner';
import { staffRoleChanges } from './role-change-tables';

const userParams = named(z.object({ userId: z.string().min(1).max(100) }).strict(), 'staff address');
const roleBody = named(staffRoleBodySchema, 'role');

/** The newest role change of each of these members, as the team list shows it. */
export async function latestRoleChanges(db: Db, siteId: string) {
  const rows = await db.select().from(staffRoleChanges).where(eq(staffRoleChanges.siteId, siteId)).orderBy(desc(staffRoleChanges.id));
  const latest = new Map<string, { from: StaffRole; by: string; at: string }>();
  for (const row of rows) {
    if (!latest.has(row.memberUserId)) latest.set(row.memberUserId, { from: row.fromRole, by: row.changedByName, at: row.changedAt.toISOString() });
  }
  return latest;
}

/**
 * Promote or demote a colleague in place (issue 37; before, staff were removed and invited again). The
 * invitation's rules: only an owner (the route's permission, checked before anything else), any of the
 * roles an invitation grants, never one's own role, and never the home's last owner (keepingAnOwner).
 * Each change is a row with who made it (staff_role_change); the next request of the colleague already
 * has the new role (roles are read per request).
 */
export async function staffRoleRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'manage the team');

  app.put(
    '/api/staff/team/members/:userId/role',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' }, staff: { permission: 'owner', what: 'change a role' } },
      schema: { params: userParams, body: roleBody, response: { 200: staffMemberSchema } },
    },
    async (request) => {
      const { userId } = request.params;
      const { role } = request.body;
      const owner = request.staffUser;
      if (userId === owner.id) throw new HttpError(409, MESSAGES.yourself);
      const [member] = await db
        .select({ id: user.id, name: user.name, email: user.email, role: staffRoles.role })
        .from(user)
        .leftJoin(staffRoles, eq(staffRoles.userId, user.id))
        .where(and(eq(user.id, userId), eq(user.siteId, request.siteId), eq(user.role, 'staff')))
        .limit(1);
      if (!member) throw notFound(MESSAGES.notFound);
      const from: StaffRole = member.role ?? 'OWNER';
      if (from === role) return { ...member, role, isYou: false, roleChange: (await latestRoleChanges(db, request.siteId)).get(userId) ?? null };

      const write = async (tx: Db) => {
        await tx.insert(staffRoles).values({ userId, siteId: request.siteId, role }).onConflictDoUpdate({ target: staffRoles.userId, set: { role } });
        const [row] = await tx
          .insert(staffRoleChanges)
          .values({
            siteId: request.siteId,
            memberUserId: userId,
            memberName: member.name,
            fromRole: from,
            toRole: role,
            changedByUserId: owner.id,
            changedByName: owner.name,
          })
          .returning({ at: staffRoleChanges.changedAt });
        return row!.at;
      };
      // Taking OWNER away is the one change that can leave the home without one.
      const at = from === 'OWNER' ? await keepingAnOwner(db, request.siteId, userId, write) : await db.transaction((tx) => write(tx as unknown as Db));
      return { ...member, role, isYou: false, roleChange: { from, by: owner.name, at: at.toISOString() } };
    },
  );
}
