// Drizzle mirror of migration 201-memories.sql.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../../db/schema';
import { obituaries } from './obituary-tables';

export const memories = pgTable('memory', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  obituaryId: integer('obituary_id')
    .notNull()
    .references(() => obituaries.id, { onDelete: 'cascade' }),
  authorName: text('author_name').notNull(),
  relationship: text('relationship'),
  text: text('text').notNull(),
  // Migration 206: a visitor's photo, stored through the media storage.
  photoUrl: text('photo_url'),
  photoWidth: integer('photo_width'),
  photoHeight: integer('photo_height'),
  status: text('status').$type<'PENDING' | 'APPROVED' | 'HIDDEN'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
