import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STAFF_NOTICES, staffNotificationSettingsSchema, staffNotificationUpdateSchema, type StaffNotificationSettings } from '@keepsake/shared/contract';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import { named } from '../../lib/route-schemas';
import type { AuthService } from '../auth/service';
import { homeStaffAddresses, staffNoticesOff } from '../case-core/notification-tables';
import { scopeToStaff } from '../case-core/staff-scope';
import { staffRoleOf } from '../case-core/staff-access';

const OWNERS_ONLY = 'Only an owner of this funeral home can change its staff address';

/** Each staff member's choice of notification mails, and the home's staff address (owners) (issue 24 §5). */
export async function staffNotificationRoutes(instance: FastifyInstance, { db, authService }: { db: Db; authService: AuthService }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  scopeToStaff(app, authService, 'choose their notifications');
  const response = { 200: staffNotificationSettingsSchema };

  async function settings(request: FastifyRequest): Promise<StaffNotificationSettings> {
    const off = await db.select({ notice: staffNoticesOff.notice }).from(staffNoticesOff).where(eq(staffNoticesOff.userId, request.staffUser.id));
    const [home] = await db.select({ email: homeStaffAddresses.email }).from(homeStaffAddresses).where(eq(homeStaffAddresses.siteId, request.siteId));
    const notices = Object.fromEntries(
      STAFF_NOTICES.map((notice) => [notice, !off.some((row) => row.notice === notice)]),
    ) as StaffNotificationSettings['notices'];
    return { notices, homeAddress: home?.email ?? '', canEditHomeAddress: (await staffRoleOf(db, request.staffUser.id)) === 'OWNER' };
  }

  app.get('/api/staff/notifications', { schema: { response } }, async (request) => settings(request));

  app.put('/api/staff/notifications', { schema: { body: named(staffNotificationUpdateSchema, 'notifications'), response } }, async (request) => {
    const { notices, homeAddress } = request.body;
    const userId = request.staffUser.id;
    const current = await settings(request);
    if (homeAddress !== undefined && homeAddress !== current.homeAddress && !current.canEditHomeAddress) {
      throw forbidden(`${OWNERS_ONLY}.`, { homeAddress: OWNERS_ONLY });
    }
    await db.transaction(async (tx) => {
      await tx.delete(staffNoticesOff).where(eq(staffNoticesOff.userId, userId));
      const off = STAFF_NOTICES.filter((notice) => !notices[notice]);
      if (off.length > 0) await tx.insert(staffNoticesOff).values(off.map((notice) => ({ userId, notice })));
      if (homeAddress === '') await tx.delete(homeStaffAddresses).where(and(eq(homeStaffAddresses.siteId, request.siteId)));
      else if (homeAddress !== undefined) {
        await tx
          .insert(homeStaffAddresses)
          .values({ siteId: request.siteId, email: homeAddress })
          .onConflictDoUpdate({ target: homeStaffAddresses.siteId, set: { email: homeAddress } });
      }
    });
    return settings(request);
  });
}
