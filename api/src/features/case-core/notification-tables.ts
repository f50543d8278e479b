// Drizzle mirrors of migration 811-staff-notifications.sql (the SQL is the source of truth).
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { StaffNotice } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';
import { user } from '../auth/tables';

export const staffNoticesOff = pgTable(
  'staff_notice_off',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    notice: text('notice').$type<StaffNotice>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notice] })],
);

export const homeStaffAddresses = pgTable('home_staff_address', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
});
