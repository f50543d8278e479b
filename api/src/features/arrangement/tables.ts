// Drizzle mirrors of migrations 600-arrangements.sql, 601-contract-revisions.sql, 850-contract-that-holds.sql and 853-price-list-revisions.sql
// (the SQL is the source of truth).
import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ArrangementStatus, CategoryKind, ContractDetails, Countersignature, Purchaser, Statement } from '@keepsake/shared/contract';
import { sites } from '../../db/schema';
import { familyCases } from '../case-core/tables';

const siteId = () =>
  text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const arrCategories = pgTable('arr_category', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: siteId(),
  name: text('name').notNull(),
  kind: text('kind').$type<CategoryKind>().notNull(),
  position: integer('position').notNull().default(0),
  displayForFamily: boolean('display_for_family').notNull().default(true),
});

// An item's or a selector's category: deleting a category deletes its items and selectors (a case's line
// references its category without the cascade).
const catalogueCategoryId = () =>
  integer('category_id')
    .notNull()
    .references(() => arrCategories.id, { onDelete: 'cascade' });

export const arrItems = pgTable('arr_item', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: siteId(),
  categoryId: catalogueCategoryId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  taxable: boolean('taxable').notNull().default(false),
  nonDeclinable: boolean('non_declinable').notNull().default(false),
  // Why the law, a crematory or a cemetery requires the item (migration 982, issue 39.5); null: nothing does.
  requiredReason: text('required_reason'),
  imageUrl: text('image_url'),
  imageAlt: text('image_alt').notNull().default(''),
  position: integer('position').notNull().default(0),
  quantityEditable: boolean('quantity_editable').notNull().default(false),
  active: boolean('active').notNull().default(true),
});

export const arrVariants = pgTable('arr_variant', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  itemId: integer('item_id')
    .notNull()
    .references(() => arrItems.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  finish: text('finish').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  photoUrl: text('photo_url'),
  photoAlt: text('photo_alt').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const arrSelectors = pgTable('arr_selector', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: siteId(),
  categoryId: catalogueCategoryId(),
  name: text('name').notNull(),
});

export const arrSelectorItems = pgTable(
  'arr_selector_item',
  {
    selectorId: integer('selector_id')
      .notNull()
      .references(() => arrSelectors.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => arrItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.selectorId, t.itemId] })],
);

export const arrPackages = pgTable('arr_package', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: siteId(),
  category: text('category').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  position: integer('position').notNull().default(0),
  retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
});

export const arrPackageLines = pgTable('arr_package_line', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  packageId: integer('package_id')
    .notNull()
    .references(() => arrPackages.id, { onDelete: 'cascade' }),
  itemId: integer('item_id').references(() => arrItems.id, { onDelete: 'cascade' }),
  selectorId: integer('selector_id').references(() => arrSelectors.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull().default(1),
  position: integer('position').notNull().default(0),
  mayLeaveOut: boolean('may_leave_out').notNull().default(false),
  leaveOutCreditCents: integer('leave_out_credit_cents').notNull().default(0),
  allowExtra: boolean('allow_extra').notNull().default(false),
});

export const arrStatementTemplates = pgTable('arr_statement_template', {
  revisionId: integer('revision_id').primaryKey().generatedByDefaultAsIdentity(),
  siteId: siteId(),
  title: text('title').notNull(),
  displayType: text('display_type').$type<'ITEMIZED' | 'SUMMARY'>().notNull().default('ITEMIZED'),
  disclosures: jsonb('disclosures').$type<string[]>().notNull().default([]),
  taxRateBp: integer('tax_rate_bp').notNull().default(0),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  current: boolean('current').notNull().default(true),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
  publishedBy: text('published_by'),
});

export interface StoredSignature {
  typedName: string;
  consentAt: string;
  // The account that typed it (issue 25): submit seals only that account's own signature.
  userId?: string;
}

export const caseArrangements = pgTable('case_arrangement', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => familyCases.id, { onDelete: 'cascade' }),
  packageId: integer('package_id').references(() => arrPackages.id, { onDelete: 'set null' }),
  status: text('status').$type<ArrangementStatus>().notNull().default('OPEN'),
  templateRevisionId: integer('template_revision_id')
    .notNull()
    .references(() => arrStatementTemplates.revisionId),
  purchaser: jsonb('purchaser').$type<Purchaser>(),
  details: jsonb('details').$type<ContractDetails>(),
  signature: jsonb('signature').$type<StoredSignature>(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  signedBy: text('signed_by'),
  statementSnapshot: jsonb('statement_snapshot').$type<Statement>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  revision: integer('revision').notNull().default(1),
  revisionOpenedAt: timestamp('revision_opened_at', { withTimezone: true }),
  revisionOpenedBy: text('revision_opened_by'),
  // References "user" (id) in the SQL; auth's table is not ours to import.
  signerUserId: text('signer_user_id'),
  signedIp: text('signed_ip'),
  signedUserAgent: text('signed_user_agent'),
  countersignature: jsonb('countersignature').$type<Countersignature>(),
});

// A signed statement superseded by a revision the funeral home opened: kept as it was signed.
export const caseStatementRevisions = pgTable(
  'case_statement_revision',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => caseArrangements.caseId, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    statementSnapshot: jsonb('statement_snapshot').$type<Statement>().notNull(),
    purchaser: jsonb('purchaser').$type<Purchaser>(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    signedBy: text('signed_by'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }).notNull().defaultNow(),
    supersededBy: text('superseded_by').notNull(),
    countersignature: jsonb('countersignature').$type<Countersignature>(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.revision] })],
);

export const caseArrangementLines = pgTable('case_arrangement_line', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  caseId: integer('case_id')
    .notNull()
    .references(() => caseArrangements.caseId, { onDelete: 'cascade' }),
  categoryId: integer('category_id')
    .notNull()
    .references(() => arrCategories.id),
  itemId: integer('item_id').references(() => arrItems.id),
  variantId: integer('variant_id').references(() => arrVariants.id),
  selectorId: integer('selector_id').references(() => arrSelectors.id),
  name: text('name'),
  quantity: integer('quantity').notNull().default(1),
  fromPackage: boolean('from_package').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  packageLineId: integer('package_line_id').references(() => arrPackageLines.id, { onDelete: 'set null' }),
  leftOut: boolean('left_out').notNull().default(false),
  staffPriceCents: integer('staff_price_cents'),
  pricedBy: text('priced_by'),
  pricedAt: timestamp('priced_at', { withTimezone: true }),
});

export const casePayments = pgTable('case_payment', {
  id: text('id').primaryKey(),
  caseId: integer('case_id')
    .notNull()
    .references(() => familyCases.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').$type<'PENDING' | 'APPROVED' | 'DECLINED'>().notNull(),
  provider: text('provider').notNull(),
  reference: text('reference'),
  brand: text('brand'),
  last4: text('last4'),
  declineReason: text('decline_reason'),
  paidBy: text('paid_by').notNull(),
  paidByName: text('paid_by_name').notNull(),
  balanceAfterCents: integer('balance_after_cents'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  method: text('method').$type<'CARD' | 'CASH' | 'CHECK'>().notNull().default('CARD'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  recordedBy: text('recorded_by'),
  // Migration 985: the provider's fee when it reports one; the receipt claimed once; when the payment settled.
  feeCents: integer('fee_cents'),
  receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});

// Migration 851: each refund of a case payment, full or part.
export const casePaymentRefunds = pgTable('case_payment_refund', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => casePayments.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull().default(''),
  refundedBy: text('refunded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
