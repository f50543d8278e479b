// Drizzle mirror of migration 810-staff-inbox.sql (the SQL is the source of truth).
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { InboxSource, InboxStatus } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';
import { user } from '../auth/tables';
import { familyCases } from '../case-core/tables';

export const inboxItemStates = pgTable(
  'inbox_item_state',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    source: text('source').$type<InboxSource>().notNull(),
    itemId: text('item_id').notNull(),
    status: text('status').$type<InboxStatus>().notNull().default('NEW'),
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    caseId: integer('case_id').references(() => familyCases.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.itemId] })],
);
