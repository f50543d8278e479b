import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import type { AuthService, AuthUser } from '../auth/service';
import { staffRoles } from './tables';

// A staff account's role. No row: the account predates roles (the seeded ones), and was its home's owner.
export async function staffRoleOf(db: Db, userId: string): Promise<StaffRole> {
  const [row] = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, userId)).limit(1);
  return row?.role ?? 'OWNER';
}

// Staff of this home (401 signed out, 403 family or another home's staff), and an owner.
export async function requireOwner(db: Db, authService: AuthService, request: FastifyRequest, what: string): Promise<AuthUser> {
  const staff = await authService.requireStaff(request, what);
  if ((await staffRoleOf(db, staff.id)) !== 'OWNER') throw forbidden(`Only an owner of this funeral home can ${what}.`);
  return staff;
}
