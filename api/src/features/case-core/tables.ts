// Drizzle mirrors of migration 400-family-portal.sql (the SQL is the source of truth).
import { date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CaseEvent, CaseRole } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';
import { user } from '../auth/tables';

export const familyCases = pgTable('family_case', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  // Its parts (migration 993); full_name is always written from them (case-core/case-name.ts).
  firstName: text('first_name').notNull().default(''),
  middleName: text('middle_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  suffix: text('suffix').notNull().default(''),
  nameSlug: text('name_slug').notNull(),
  birthDate: date('birth_date', { mode: 'string' }),
  deathDate: date('death_date', { mode: 'string' }),
  portraitUrl: text('portrait_url'),
  portraitAlt: text('portrait_alt').notNull().default(''),
  locationId: text('location_id'),
  events: jsonb('events').$type<CaseEvent[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const caseMembers = pgTable(
  'case_member',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => familyCases.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<CaseRole>().notNull(),
    relationship: text('relationship'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId] })],
);
