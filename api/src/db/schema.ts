// Drizzle table definitions. The SQL in ./migrations is the source of truth for the database; these
// mirror it for typed queries. Keep both in step when a migration changes a table.
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

// A funeral home. Everything a visitor or family can reach hangs off a site.
export const sites = pgTable('site', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  // Where its visitors reach it (migration 960): every absolute link is built from it (lib/home-url.ts).
  canonicalUrl: text('canonical_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Hostnames (no port) a site answers on; a host belongs to exactly one site.
export const siteHosts = pgTable('site_host', {
  host: text('host').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});

export type ContextVersion = 'approved' | 'draft';

// The render context as one JSON document per site and version (ADR 001-api-render-context-storage).
export const siteContexts = pgTable(
  'site_context',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    version: text('version').$type<ContextVersion>().notNull(),
    document: jsonb('document').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.version] })],
);

export const siteRedirects = pgTable(
  'site_redirect',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    fromPath: text('from_path').notNull(),
    toUrl: text('to_url').notNull(),
    permanent: boolean('permanent').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('site_redirect_site_from_unique').on(t.siteId, t.fromPath)],
);

// better-auth's four tables live with the auth feature: features/auth/tables.ts.
