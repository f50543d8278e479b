// Drizzle mirror of migration 511-site-images.sql (the SQL is the source of truth).
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../../../db/schema';
import { user } from '../../auth/tables';

export const siteImages = pgTable('site_image', {
  id: serial('id').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  storageKeys: jsonb('storage_keys').$type<string[]>().notNull().default([]),
  url: text('url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  fileName: text('file_name').notNull(),
  byteSize: integer('byte_size').notNull(),
  uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
