// Drizzle mirror of migrations 300-planning.sql and 301-planning-reference.sql (the SQL is the source of truth).
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CaseStatus } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';

export const planningSections = pgTable(
  'planning_section',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    urlKey: text('url_key').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    decedentDetails: boolean('decedent_details').notNull().default(false),
    fields: jsonb('fields').$type<unknown>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.urlKey] })],
);

export const planningSubmissions = pgTable('planning_submission', {
  id: text('id').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  caseStatus: text('case_status').$type<CaseStatus>().notNull(),
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  reference: text('reference'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
