// Drizzle mirror of migration 101-contact-inquiries.sql (the SQL is the source of truth).
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../../../db/schema';

export const contactInquiries = pgTable('contact_inquiry', {
  id: text('id').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  handled: boolean('handled').notNull().default(false),
});
