// Drizzle mirror of migration 400-family-portal.sql.
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { familyCases } from '../../case-core/tables';

export const caseDetails = pgTable(
  'case_detail',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => familyCases.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.groupName] })],
);
