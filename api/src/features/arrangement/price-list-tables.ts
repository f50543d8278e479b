// Drizzle mirrors of migration 853-price-list-revisions.sql: the staff's draft prices and the prices each
// superseded price list revision had (price-list.ts).
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../../db/schema';
import { arrStatementTemplates } from './tables';

export type PricedKind = 'ITEM' | 'VARIANT' | 'PACKAGE';

export const arrPriceDrafts = pgTable(
  'arr_price_draft',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PricedKind>().notNull(),
    targetId: integer('target_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.kind, table.targetId] })],
);

export const arrRevisionPrices = pgTable(
  'arr_revision_price',
  {
    revisionId: integer('revision_id')
      .notNull()
      .references(() => arrStatementTemplates.revisionId, { onDelete: 'cascade' }),
    kind: text('kind').$type<PricedKind>().notNull(),
    targetId: integer('target_id').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.revisionId, table.kind, table.targetId] })],
);
