// Drizzle mirror of migration 510-builder-presence.sql (the SQL is the source of truth).
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../../../db/schema';
import { user } from '../../auth/tables';

export const builderPresence = pgTable(
  'builder_presence',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    path: text('path').notNull().default('/'),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.userId] })],
);
