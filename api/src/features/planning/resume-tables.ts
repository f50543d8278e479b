// Drizzle mirror of migration 996-plan-resume-links.sql (the SQL is the source of truth).
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PlanDraftValue } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';

export const planResumeLinks = pgTable('plan_resume_link', {
  tokenHash: text('token_hash').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  draft: jsonb('draft').$type<PlanDraftValue>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
