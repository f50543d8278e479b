// Drizzle mirror of migration 995-staff-role-changes.sql (the SQL is the source of truth).
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';

export const staffRoleChanges = pgTable(
  'staff_role_change',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberUserId: text('member_user_id').notNull(),
    memberName: text('member_name').notNull(),
    fromRole: text('from_role').$type<StaffRole>().notNull(),
    toRole: text('to_role').$type<StaffRole>().notNull(),
    changedByUserId: text('changed_by_user_id').notNull(),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_role_change_member_idx').on(t.siteId, t.memberUserId, t.id)],
);
