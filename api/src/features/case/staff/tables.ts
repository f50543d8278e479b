// Drizzle mirror of migrations 801-staff-cases.sql, 812-case-contact-phone.sql and 993-phone-only-contact-and-name-parts.sql (the SQL is the source of truth).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CaseKind } from '@keepsake/shared/contract';
import { sites } from '../../../db/schema';
import { user } from '../../auth/tables';
import { familyCases } from '../../case-core/tables';

export const caseDesk = pgTable('case_desk', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => familyCases.id, { onDelete: 'cascade' }),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<CaseKind>().notNull().default('AT_NEED'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  contactPhone: text('contact_phone').notNull().default(''),
  // A primary contact without an email, not invited yet (migration 993); '' otherwise.
  contactName: text('contact_name').notNull().default(''),
  contactRelationship: text('contact_relationship').notNull().default(''),
});
