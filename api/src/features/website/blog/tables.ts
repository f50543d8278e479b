// Drizzle mirror of migration 100-blog.sql (the SQL is the source of truth).
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../../../db/schema';

export const blogArticles = pgTable('blog_article', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  author: text('author').notNull(),
  content: jsonb('content').$type<unknown>().notNull().default([]),
  image: jsonb('image').$type<unknown>(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  published: boolean('published').notNull().default(true),
});
