// Drizzle mirrors of migrations 700-family-content.sql and 750-image-sizes.sql (the SQL is the source of truth).
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImageSize, MediaKind } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';
import { user } from '../auth/tables';
import { familyCases } from '../family-cases/tables';
import { obituaries } from '../obituaries/tables';

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
  position: integer('position').notNull().default(0),
  uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// obituary_photo as the family's content sees it: with the media it came from (null: the home's own).
export const galleryPhotos = pgTable('obituary_photo', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  obituaryId: integer('obituary_id')
    .notNull()
    .references(() => obituaries.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  caption: text('caption').notNull().default(''),
  alt: text('alt').notNull().default(''),
  position: integer('position').notNull().default(0),
  mediaId: integer('media_id').references(() => caseMedia.id, { onDelete: 'cascade' }),
  sizes: jsonb('sizes').$type<ImageSize[]>().notNull().default([]),
});
