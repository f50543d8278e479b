// Drizzle mirror of migration 970-case-history.sql (the SQL is the source of truth). Append-only: the
// database refuses UPDATE and DELETE on it, so nothing here should try (recordCaseEvent only inserts).
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ActingAs, CaseEventKind, OnBehalf } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';
import { familyCases } from './tables';

/** What a row keeps beside its sentence: the way staff approved for the family, or a value the UI needs. */
export interface CaseEventDetail {
  onBehalf?: OnBehalf;
  [key: string]: unknown;
}

export const caseEvents = pgTable('case_event', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id),
  caseId: integer('case_id')
    .notNull()
    .references(() => familyCases.id),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorUserId: text('actor_user_id'),
  actorName: text('actor_name').notNull(),
  actingAs: text('acting_as').$type<ActingAs>().notNull(),
  kind: text('kind').$type<CaseEventKind>().notNull(),
  summary: text('summary').notNull(),
  beforeValue: text('before_value'),
  afterValue: text('after_value'),
  detail: jsonb('detail').$type<CaseEventDetail>().notNull().default({}),
});
