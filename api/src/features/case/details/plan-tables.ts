// Drizzle mirror of migration 990-case-plan.sql (the SQL is the source of truth).
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CaseKind } from '@keepsake/shared/contract';
import { sites } from '../../../db/schema';
import { familyCases } from '../../case-core/tables';

export const casePlans = pgTable('case_plan', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => familyCases.id, { onDelete: 'cascade' }),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  submissionId: text('submission_id').notNull(),
  kind: text('kind').$type<CaseKind>().notNull(),
  sentBy: text('sent_by').notNull(),
  answers: jsonb('answers').$type<{ label: string; value: string }[]>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
});
