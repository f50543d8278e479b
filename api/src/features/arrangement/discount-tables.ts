// Drizzle mirror of migration 998-arrangement-discounts.sql (the SQL is the source of truth).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { caseArrangementLines, caseArrangements } from './tables';

export const caseArrangementDiscounts = pgTable('case_arrangement_discount', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  caseId: integer('case_id')
    .notNull()
    .references(() => caseArrangements.caseId, { onDelete: 'cascade' }),
  lineId: integer('line_id').references(() => caseArrangementLines.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull(),
  givenBy: text('given_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
