// Drizzle mirror of migrations 400-family-portal.sql and 832-invitation-revoke.sql.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CaseRole } from '@keepsake/shared/contract';
import { user } from '../../auth/tables';
import { familyCases } from '../../case-core/tables';

export const caseInvitations = pgTable('case_invitation', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  caseId: integer('case_id')
    .notNull()
    .references(() => familyCases.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name').notNull(),
  relationship: text('relationship'),
  role: text('role').$type<CaseRole>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: text('invited_by').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
