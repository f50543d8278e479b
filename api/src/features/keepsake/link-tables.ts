// Drizzle mirror of migration 974-keepsake-links.sql (the SQL is the source of truth).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../../db/schema';
import { backgroundJobs } from '../../jobs/tables';

export const keepsakeLinks = pgTable('keepsake_link', {
  tokenHash: text('token_hash').primaryKey(),
  jobId: integer('job_id')
    .notNull()
    .references(() => backgroundJobs.id, { onDelete: 'cascade' }),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
