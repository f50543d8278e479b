// Drizzle mirror of migration 900-platform-homes.sql: whether a home is suspended. In db/ rather than in
// the platform-homes feature because site resolution (plugins/) reads it on every request.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './schema';

export const siteStatus = pgTable('site_status', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
