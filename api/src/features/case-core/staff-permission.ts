import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRole } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import type { AuthService } from '../auth/service';
import { staffRoleOf } from './staff-access';

/**
 * What a staff route may require beyond being staff (issue 37 point 8): `owner` (the team, security
 * settings) or `manager` (prices and refunds: a permission the owner grants by inviting a colleague as a
 * manager). A route declares it in its config, `config: { staff: { permission: 'manager', what: 'refund a
 * payment' } }`, and one check (registerStaffPermissions) enforces it on every route that does, wherever
 * the route lives: 401 signed out, 403 for anyone who is not staff of the request's home, then 403 for a
 * role without the permission, before the input is validated.
 */
export type StaffPermission = 'owner' | 'manager';
export interface StaffRouteConfig {
  permission: StaffPermission;
  // Finishes "Only … of this funeral home can …".
  what: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffRouteConfig;
  }
}

const ROLES_WITH: Record<StaffPermission, readonly StaffRole[]> = {
  owner: ['OWNER'],
  manager: ['OWNER', 'MANAGER'],
};
const WHO: Record<StaffPermission, string> = { owner: 'an owner', manager: 'a manager or an owner' };

export const hasStaffPermission = (role: StaffRole, permission: StaffPermission) => ROLES_WITH[permission].includes(role);
export const staffPermissionMessage = (permission: StaffPermission, what: string) => `Only ${WHO[permission]} of this funeral home can ${what}.`;

/** The one check: registered on the root before the routes, it adds itself to each route that declares a permission. */
export function registerStaffPermissions(app: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }): void {
  app.addHook('onRoute', (route) => {
    const needed = route.config?.staff;
    if (!needed) return;
    const check = async (request: FastifyRequest) => {
      const staff = await authService.requireStaff(request, needed.what);
      if (!hasStaffPermission(await staffRoleOf(db, staff.id), needed.permission)) throw forbidden(staffPermissionMessage(needed.permission, needed.what));
    };
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [check] : [...[existing].flat(), check];
  });
}
