// Drizzle mirror of migration 902-home-quotas.sql.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { sites } from './schema';

export const siteStorageUsage = pgTable('site_storage_usage', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
});
