// Drizzle mirrors of migration 800-staff-accounts.sql (the SQL is the source of truth).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';
import { user } from '../auth/tables';

export const staffRoles = pgTable('staff_role', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  role: text('role').$type<StaffRole>().notNull(),
});

export const staffInvitations = pgTable('staff_invitation', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
