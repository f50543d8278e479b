// Drizzle mirrors of migrations 200-obituaries.sql, 205, 206, 700 and 750 (the SQL is the source of truth).
// The one definition of obituary and obituary_photo: the public obituary owns them, and the Family Portal
// features that write to them (case-obituary, case-media, memorial-theme, memorial-wall-review) import them
// from here. Imports so point one way, portal → public; nothing in this folder imports a portal feature.
import { sql } from 'drizzle-orm';
import { boolean, customType, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImageSize, MemorialTheme } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';

// Drizzle has no tsvector type. Read only through the name search (queries.ts), never selected as a value.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const obituaries = pgTable('obituary', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  nameSlug: text('name_slug').notNull(),
  birthDate: date('birth_date', { mode: 'string' }),
  deathDate: date('death_date', { mode: 'string' }).notNull(),
  city: text('city'),
  portraitUrl: text('portrait_url'),
  portraitAlt: text('portrait_alt').notNull().default(''),
  portraitSizes: jsonb('portrait_sizes').$type<ImageSize[]>().notNull().default([]),
  biography: text('biography').notNull().default(''),
  donationInLieu: boolean('donation_in_lieu').notNull().default(false),
  donationCharity: text('donation_charity'),
  donationUrl: text('donation_url'),
  wallModeration: text('wall_moderation').$type<'OPEN' | 'APPROVAL'>().notNull().default('APPROVAL'),
  musicUrl: text('music_url'),
  // Migration 206: visitors may add a photo to a memory.
  wallPhotos: boolean('wall_photos').notNull().default(true),
  published: boolean('published').notNull().default(true),
  // Computed by the database from full_name (migration 200); Drizzle never writes it.
  nameSearch: tsvector('name_search').generatedAlwaysAs(sql`to_tsvector('simple', full_name)`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Migration 700: set by the family in the portal (review-wall-settings, the memorial theme).
  wallPosting: text('wall_posting').$type<'ANYONE' | 'NOBODY'>().notNull().default('ANYONE'),
  theme: jsonb('theme').$type<MemorialTheme | null>(),
});

export const obituaryEvents = pgTable('obituary_event', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  obituaryId: integer('obituary_id')
    .notNull()
    .references(() => obituaries.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'visitation' | 'service' | 'committal' | 'reception'>().notNull(),
  title: text('title').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  placeName: text('place_name').notNull(),
  address: text('address').notNull(),
  // Migration 205.
  livestreamUrl: text('livestream_url'),
  rsvpEnabled: boolean('rsvp_enabled').notNull().default(false),
  // Migration 830: the home's zone the staff entered the time in (null for older rows: the home's zone).
  timeZone: text('time_zone'),
});

// Migration 205: "we will attend", a name and a head count, no account.
export const eventRsvps = pgTable('event_rsvp', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  eventId: integer('event_id')
    .notNull()
    .references(() => obituaryEvents.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  guests: integer('guests').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  // Migration 211: who replied, so a second reply replaces the first.
  email: text('email'),
  deviceHash: text('device_hash'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  // Migration 967: the SHA-256 of the token in the confirmation mail's change-or-cancel link.
  manageTokenHash: text('manage_token_hash'),
});

export const obituaryPhotos = pgTable('obituary_photo', {
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
  // Migration 700: the family's case_media row this photo was published from (null: the home's own).
  // The foreign key (ON DELETE CASCADE) is in the SQL only: declaring it here would make the public
  // obituary import the portal's case-media tables, and Drizzle needs it for nothing (no drizzle-kit,
  // no relational queries).
  mediaId: integer('media_id'),
  sizes: jsonb('sizes').$type<ImageSize[]>().notNull().default([]),
});
