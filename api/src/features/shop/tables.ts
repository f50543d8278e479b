// Drizzle mirrors of migrations 202-shop.sql, 204-shop-order-pending.sql, 210-shop-sizes-fees-tax.sql and 852-staff-orders.sql.
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../../db/schema';
import { obituaries, obituaryEvents } from '../case-core/obituary-tables';

export const products = pgTable('product', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'FLOWERS' | 'TREE'>().notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  imageUrl: text('image_url').notNull(),
  imageAlt: text('image_alt').notNull().default(''),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const productVariants = pgTable('product_variant', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  position: integer('position').notNull().default(0),
});

export const shopSettings = pgTable('shop_settings', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
  taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
  deliveryCutoffHours: integer('delivery_cutoff_hours').notNull().default(24),
  floristEmail: text('florist_email'),
});

export const shopOrders = pgTable('shop_order', {
  id: text('id').primaryKey(),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  obituaryId: integer('obituary_id')
    .notNull()
    .references(() => obituaries.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  productName: text('product_name').notNull(),
  quantity: integer('quantity').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  variantName: text('variant_name'),
  subtotalCents: integer('subtotal_cents').notNull(),
  deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
  taxCents: integer('tax_cents').notNull().default(0),
  totalCents: integer('total_cents').notNull(),
  deliveryMethod: text('delivery_method').$type<'EVENT' | 'ADDRESS'>().notNull(),
  eventId: integer('event_id').references(() => obituaryEvents.id, { onDelete: 'set null' }),
  recipientName: text('recipient_name'),
  address: text('address'),
  cardMessage: text('card_message'),
  cardSignature: text('card_signature').notNull(),
  purchaserName: text('purchaser_name').notNull(),
  purchaserEmail: text('purchaser_email').notNull(),
  purchaserPhone: text('purchaser_phone').notNull(),
  paymentStatus: text('payment_status').$type<'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED'>().notNull(),
  paymentProvider: text('payment_provider').notNull(),
  paymentReference: text('payment_reference'),
  // Known once the provider answers (migration 985): our pages never see the card.
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  idempotencyKey: text('idempotency_key'),
  fulfilmentStatus: text('fulfilment_status').$type<'NEW' | 'SENT' | 'DELIVERED' | 'CANCELLED' | 'REFUNDED'>().notNull().default('NEW'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }),
  statusChangedBy: text('status_changed_by'),
  // Migration 985: the provider's fee when it reports one; the florist's mail claimed once; when the payment settled.
  feeCents: integer('fee_cents'),
  floristNotifiedAt: timestamp('florist_notified_at', { withTimezone: true, mode: 'date' }),
  settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
});

export const shopOrderRefunds = pgTable('shop_order_refund', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orderId: text('order_id')
    .notNull()
    .references(() => shopOrders.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull().default(''),
  refundedBy: text('refunded_by').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
