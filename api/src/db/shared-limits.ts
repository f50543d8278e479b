// Drizzle mirror of migration 901-shared-limits.sql: counters every API process shares (ADR 090).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitHits = pgTable('rate_limit_hit', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const signInBackoffs = pgTable('sign_in_backoff', {
  emailKey: text('email_key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
