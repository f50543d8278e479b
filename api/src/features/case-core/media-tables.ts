// Drizzle mirrors of migrations 700-family-content.sql and 750-image-sizes.sql (the SQL is the source of truth).
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MediaKind } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';
import { user } from '../auth/tables';
import { familyCases } from '../case-core/tables';

export const caseMedia = pgTable('case_media', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  caseId: integer('case_id')
    .notNull()
    .references(() => familyCases.id, { onDelete: 'cascade' }),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<MediaKind>().notNull(),
  storageKeys: jsonb('storage_keys').$type<string[]>().notNull().default([]),
  url: text('url').notNull(),
  thumbUrl: text('thumb_url'),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width'),
  height: integer('height'),
  fileName: text('file_name').notNull(),
  caption: text('caption').notNull().default(''),
  // Migration 973: what the photo shows (alt text), beside the caption (issue 42).
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// The family's photos are published into obituary_photo (media_id says which one): that table has its one
// definition with the public obituary, case-core/obituary-tables.ts.
