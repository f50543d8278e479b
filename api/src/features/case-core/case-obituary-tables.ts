// Drizzle mirrors of migrations 700-family-content.sql and 966 (the SQL is the source of truth). The columns 700
// adds to obituary (wall_posting, theme) are in its one definition, case-core/obituary-tables.ts.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApprovalHow, ReviewRequestState } from '@keepsake/shared/contract';
import { user } from '../auth/tables';
import { familyCases } from './tables';
import { obituaries } from './obituary-tables';

export const caseObituaries = pgTable('case_obituary', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => familyCases.id, { onDelete: 'cascade' }),
  obituaryId: integer('obituary_id').references(() => obituaries.id, { onDelete: 'set null' }),
  draft: text('draft').notNull().default(''),
  status: text('status').$type<'DRAFT' | 'APPROVED'>().notNull().default('DRAFT'),
  revision: integer('revision').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  approvedBy: text('approved_by'),
  // Set when staff approved for the family (migration 971): how the family gave their approval, and a note.
  approvedHow: text('approved_how').$type<ApprovalHow>(),
  approvedNote: text('approved_note').notNull().default(''),
});

export const caseReviewComments = pgTable('case_review_comment', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  caseId: integer('case_id')
    .notNull()
    .references(() => familyCases.id, { onDelete: 'cascade' }),
  subject: text('subject').$type<'STATIONERY' | 'VIDEO'>().notNull(),
  itemType: text('item_type'),
  pageType: text('page_type'),
  atSeconds: integer('at_seconds'),
  text: text('text').notNull(),
  authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Migration 966: OPEN until the home settles it or the family approves over it (OVERRIDDEN).
  state: text('state').$type<ReviewRequestState>().notNull().default('OPEN'),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  settledBy: text('settled_by').references(() => user.id, { onDelete: 'set null' }),
});

/** What case_approval holds an approval of (the obituary's is on case_obituary, with its revision). */
export type ApprovalSubject = 'STATIONERY' | 'VIDEO' | 'WALL_SETTINGS';

export const caseApprovals = pgTable(
  'case_approval',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => familyCases.id, { onDelete: 'cascade' }),
    subject: text('subject').$type<ApprovalSubject>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: text('approved_by').notNull(),
    approvedHow: text('approved_how').$type<ApprovalHow>(),
    approvedNote: text('approved_note').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.subject] })],
);
