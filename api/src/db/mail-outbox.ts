// Drizzle mirror of migration 400-family-portal.sql (attachments: 999-mail-attachments.sql).
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './schema';

export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>().notNull().default([]),
  transport: text('transport').$type<'outbox' | 'smtp'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
