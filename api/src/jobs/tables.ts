// Drizzle mirror of migration 950-background-jobs.sql (the SQL is the source of truth).
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../db/schema';
import { user } from '../features/auth/tables';
import { familyCases } from '../features/case-core/tables';

export type JobStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

export const backgroundJobs = pgTable('background_job', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  kind: text('kind').notNull(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  caseId: integer('case_id').references(() => familyCases.id, { onDelete: 'cascade' }),
  requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  result: jsonb('result').$type<Record<string, unknown>>(),
  status: text('status').$type<JobStatus>().notNull().default('QUEUED'),
  progress: integer('progress').notNull().default(0),
  step: text('step').notNull().default(''),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(3),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});

export type JobRow = typeof backgroundJobs.$inferSelect;
