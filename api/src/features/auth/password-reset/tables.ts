// Drizzle mirror of migration 400-family-portal.sql.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../tables';

export const passwordResets = pgTable('password_reset', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
