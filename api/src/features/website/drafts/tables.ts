// Drizzle mirror of migrations 500-site-drafts.sql and 981-publication-changes.sql (the SQL is the source of truth).
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../../../db/schema';

export const siteDrafts = pgTable('site_draft', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  revision: integer('revision').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

export const sitePublications = pgTable('site_publication', {
  id: serial('id').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: text('published_by').notNull(),
  document: jsonb('document').$type<unknown>().notNull(),
  previousDocument: jsonb('previous_document').$type<unknown>().notNull(),
  rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  // Migration 981: what the publish changed, one line each (describeChanges); null for older publishes.
  changes: jsonb('changes').$type<string[]>(),
});
