import { z } from 'zod';
import { nextActionSchema, paymentTokenSchema } from './card';
import { parseId } from '@keepsake/shared/rules';
import { numericIdSchema } from './schema-helpers';
import { countersignatureSchema, signingRecordSchema } from './contract-signing';
import { discountSchema } from './arrangement-discounts';

// Arrangements, statement, contract and payment (SPEC §3, §4, §5, §7; issue 11). Money is integer cents
// everywhere; every total is computed by the API. The completeness and finishing rules live here once, as
// plain functions, so the review page and the API agree (docs/decisions/060-arrangements-statement-payment.md).

// Ids of the price list (items, selectors, packages, lines, template revisions): the one id rule.
export const catalogueIdSchema = numericIdSchema;
const cents = z.number().int();

export const CATEGORY_KINDS = ['SERVICE', 'MERCHANDISE', 'CASH_ADVANCE'] as const;
export const categoryKindSchema = z.enum(CATEGORY_KINDS);
export type CategoryKind = z.infer<typeof categoryKindSchema>;

export const itemCategorySchema = z.object({ id: z.number().int(), name: z.string(), kind: categoryKindSchema });
export type ItemCategory = z.infer<typeof itemCategorySchema>;

export const variantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  finish: z.string(),
  priceCents: cents,
  photoUrl: z.string().nullable(),
  photoAlt: z.string(),
});
export type Variant = z.infer<typeof variantSchema>;
export const variantListSchema = z.object({ items: z.array(variantSchema) });
export type VariantList = z.infer<typeof variantListSchema>;

// GET items/{itemId}
export const itemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: itemCategorySchema,
  priceCents: cents,
  // Shown as "from" when variants carry their own prices.
  variantCount: z.number().int().min(0),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
});
export type Item = z.infer<typeof itemSchema>;

// GET items/selectors/{selectorId}: the choices a package leaves to the family (e.g. "Choose a casket").
export const selectorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  selectorItems: z.array(z.object({ item: itemSchema })),
});
export type Selector = z.infer<typeof selectorSchema>;

export const lineSchema = z.object({
  id: z.number().int(),
  item: z.object({ id: z.number().int(), name: z.string(), variantCount: z.number().int(), priceCents: cents }).nullable(),
  selector: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  variant: variantSchema.nullable(),
  category: itemCategorySchema,
  // Free-named lines (e.g. "Bagpiper") carry a name and no item.
  name: z.string().nullable(),
  quantity: z.number().int().min(1),
  fromPackage: z.boolean(),
  // What this line adds to the total: 0 for what the package includes, an upgrade's difference, or
  // quantity × price for a line bought alone.
  amountCents: cents,
  complete: z.boolean(),
  // Issue 25: a package line the family left out (its credit is the negative amount), whether the package
  // allows that and for how much, whether the quantity may change, and a free line waiting for the
  // funeral home's price ("The funeral home will price this"); a priced duplicate of an included item.
  leftOut: z.boolean().optional(),
  mayLeaveOut: z.boolean().optional(),
  leaveOutCreditCents: cents.optional(),
  quantityEditable: z.boolean().optional(),
  awaitingPrice: z.boolean().optional(),
  duplicateOfIncluded: z.boolean().optional(),
});
export type Line = z.infer<typeof lineSchema>;

export const arrangementCategorySchema = z.object({
  itemCategory: itemCategorySchema.pick({ id: true, name: true }).extend({ kind: categoryKindSchema }),
  position: z.number().int(),
  displayForFamily: z.boolean(),
  lines: z.array(lineSchema),
});
export type ArrangementCategory = z.infer<typeof arrangementCategorySchema>;

export const ARRANGEMENT_STATUSES = ['OPEN', 'FINISHED', 'SIGNED'] as const;
export const arrangementStatusSchema = z.enum(ARRANGEMENT_STATUSES);
export type ArrangementStatus = z.infer<typeof arrangementStatusSchema>;

export const totalsSchema = z.object({
  packageCents: cents,
  itemsCents: cents,
  cashAdvanceCents: cents,
  // Issue 39: the discounts given, subtracted before the subtotal (0 on statements signed before them).
  discountCents: cents.optional(),
  subtotalCents: cents,
  taxCents: cents,
  totalCents: cents,
});
export type Totals = z.infer<typeof totalsSchema>;

export const FINISH_PROBLEMS = ['NO_PACKAGE', 'INCOMPLETE_LINES', 'NO_PURCHASER', 'DUPLICATE_OF_INCLUDED', 'AWAITING_PRICE'] as const;
export type FinishProblemCode = (typeof FINISH_PROBLEMS)[number];
export const finishProblemSchema = z.object({
  code: z.enum(FINISH_PROBLEMS),
  message: z.string(),
  // The arrangements page where it is fixed: packages, selections, details.
  fixAt: z.enum(['packages', 'selections', 'details']),
  lineIds: z.array(z.number().int()).optional(),
});
export type FinishProblem = z.infer<typeof finishProblemSchema>;

// GET /api/family/arrangements/{caseId}
export const arrangementSchema = z.object({
  caseId: z.number().int(),
  packageId: z.number().int().nullable(),
  packageName: z.string().nullable(),
  status: arrangementStatusSchema,
  // Signed: only the funeral home can open a revision.
  readOnly: z.boolean(),
  hasPurchaser: z.boolean(),
  // Only categories with displayForFamily, position descending then name (SPEC §5).
  categories: z.array(arrangementCategorySchema),
  totals: totalsSchema,
  problems: z.array(finishProblemSchema),
  // Issue 39: the home's discounts, each with its reason.
  discounts: z.array(discountSchema).optional(),
});
export type Arrangement = z.infer<typeof arrangementSchema>;

// GET {caseId}/packages
export const arrangementPackageSchema = z.object({
  packageId: z.number().int(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: cents,
  // The same items bought alone.
  itemsAloneCents: cents,
  includes: z.array(z.object({ name: z.string(), category: z.string(), choice: z.boolean() })),
  selected: z.boolean(),
});
export type ArrangementPackage = z.infer<typeof arrangementPackageSchema>;
export const packageListSchema = z.object({ items: z.array(arrangementPackageSchema) });
export type PackageList = z.infer<typeof packageListSchema>;

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalText = (max: number) => z.preprocess(blankAsMissing, z.string().trim().max(max).optional());

// POST {caseId}/lines: an item of the catalogue, or a free-named line in a category.
export const addLineBodySchema = z
  .object({
    itemId: catalogueIdSchema.optional(),
    variantId: catalogueIdSchema.optional(),
    categoryId: catalogueIdSchema.optional(),
    name: optionalText(120),
    quantity: z.coerce.number().int().min(1).max(99).default(1),
    // Issue 39: staff at the table price a line they name (a cash advance: what the third party is paid).
    priceCents: z.coerce.number().int().min(0).max(100_000_000).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.itemId === undefined && (body.name === undefined || body.categoryId === undefined)) {
      // Neither an item nor a named free line: the item is what is missing.
      ctx.addIssue({ code: 'invalid_type', expected: 'number', received: 'undefined', path: ['itemId'] });
    }
    // An item has the price list's price: a price sent with it is refused, never taken.
    if (body.itemId !== undefined && body.priceCents !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'Only a selection named here takes a price; an item has the price list’s.', path: ['priceCents'] });
    }
  });
export type AddLineBody = z.input<typeof addLineBodySchema>;

// PATCH {caseId}/lines/{lineId}: SPEC §3 line option payload (itemId, quantity, variantId).
export const lineOptionSchema = z
  .object({
    itemId: catalogueIdSchema.nullable().optional(),
    quantity: z.coerce.number().int().min(1).max(99).optional(),
    variantId: catalogueIdSchema.nullable().optional(),
    name: optionalText(120),
    // Leave out (true) or take back (false) a line the package lets the family leave out.
    leftOut: z.boolean().optional(),
  })
  .strict();
export type LineOption = z.input<typeof lineOptionSchema>;

// Input masks (SPEC §5): # digit, @ letter, * alphanumeric.
export const PHONE_MASK = '(###) ###-####';
export const POSTAL_MASK = '#####';
export const REGION_MASK = '@@';

export const purchaserSchema = z.object({
  name: z.string().trim().min(1).max(120),
  relationship: z.string().trim().min(1).max(60),
  line1: z.string().trim().min(1).max(120),
  line2: optionalText(120),
  city: z.string().trim().min(1).max(80),
  region: z
    .string()
    .trim()
    .min(1)
    .regex(/^[A-Za-z]{2}$/),
  postalCode: z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{5}$/),
  phone: z
    .string()
    .trim()
    .min(1)
    .regex(/^\(\d{3}\) \d{3}-\d{4}$/),
  email: z.string().trim().min(1).max(254).email(),
});
export type Purchaser = z.infer<typeof purchaserSchema>;

export const DISPOSITIONS = ['BURIAL', 'CREMATION', 'ENTOMBMENT', 'DONATION'] as const;
export const contractDetailsSchema = z.object({
  disposition: z.enum(DISPOSITIONS),
  placeOfDisposition: optionalText(160),
  clergyOrCelebrant: optionalText(120),
  notes: optionalText(1000),
});
export type ContractDetails = z.infer<typeof contractDetailsSchema>;

// The details page's form: the purchaser and the contract details together.
export const arrangementDetailsFormSchema = z.object({ purchaser: purchaserSchema, details: contractDetailsSchema });
export type ArrangementDetailsForm = z.input<typeof arrangementDetailsFormSchema>;

export const signatureSchema = z.object({
  typedName: z.string().trim().min(1).max(120),
  // Unticked reads as missing, so the message is SPEC §5's "This field is required".
  consent: z.boolean().superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'invalid_type', expected: 'boolean', received: 'undefined' });
  }),
});
export type Signature = z.infer<typeof signatureSchema>;
export type SignatureForm = z.input<typeof signatureSchema>;

// POST {caseId}/contract/details: any of the purchaser, the contract details and the signature
// (the typed name and consent submit then seals; SPEC keeps submit bodiless).
export const contractDetailsBodySchema = z
  .object({
    purchaser: purchaserSchema.optional(),
    details: contractDetailsSchema.optional(),
    signature: signatureSchema.optional(),
  })
  .strict()
  .refine((body) => body.purchaser || body.details || body.signature, { message: 'Nothing to save' });
export type ContractDetailsBody = z.input<typeof contractDetailsBodySchema>;

export const statementLineSchema = z.object({
  name: z.string(),
  detail: z.string().nullable(),
  category: z.string(),
  kind: categoryKindSchema,
  quantity: z.number().int(),
  amountCents: cents,
  includedInPackage: z.boolean(),
  cashAdvance: z.boolean(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const DISPLAY_TYPES = ['ITEMIZED', 'SUMMARY'] as const;

// The Statement of Funeral Goods and Services Selected. Once signed it is a snapshot: later catalogue
// or price changes do not touch it.
export const statementSchema = z.object({
  caseId: z.number().int(),
  templateRevisionId: z.number().int(),
  displayType: z.enum(DISPLAY_TYPES),
  status: arrangementStatusSchema,
  packageName: z.string().nullable(),
  packagePriceCents: cents,
  lines: z.array(statementLineSchema),
  // Issue 39: each discount its own line, with its reason (absent on statements signed before them).
  discounts: z.array(discountSchema).optional(),
  totals: totalsSchema,
  taxRateBasisPoints: z.number().int(),
  paidCents: cents,
  balanceCents: cents,
  signedAt: z.string().nullable(),
  signedName: z.string().nullable(),
  // Who signed, from where, which revisions (issue 25); absent on statements signed before it.
  signing: signingRecordSchema.nullable().optional(),
  countersignature: countersignatureSchema.nullable().optional(),
});
export type Statement = z.infer<typeof statementSchema>;

// GET statement/template/{revisionId}
export const statementTemplateSchema = z.object({
  revisionId: z.number().int(),
  title: z.string(),
  displayType: z.enum(DISPLAY_TYPES),
  disclosures: z.array(z.string()),
  effectiveDate: z.string(),
});
export type StatementTemplate = z.infer<typeof statementTemplateSchema>;

// GET {caseId}/contract
export const contractSchema = z.object({
  caseId: z.number().int(),
  status: arrangementStatusSchema,
  purchaser: purchaserSchema.nullable(),
  details: contractDetailsSchema.nullable(),
  signature: z.object({ typedName: z.string(), consentAt: z.string() }).nullable(),
  signedAt: z.string().nullable(),
  templateRevisionId: z.number().int(),
  // 1 for the first contract; each revision the funeral home opens after signing counts up.
  revision: z.number().int().positive(),
  // When the home opened the current revision (null on the first): the family is told to sign again.
  revisionOpenedAt: z.string().nullable(),
  // Issue 25: the member named to sign (null: the primary contact), the signing record, the home's
  // countersignature; binding once both have signed.
  signerUserId: z.string().nullable().optional(),
  signing: signingRecordSchema.nullable().optional(),
  countersignature: countersignatureSchema.nullable().optional(),
  binding: z.boolean().optional(),
});
export type Contract = z.infer<typeof contractSchema>;

// GET {caseId}/contract/revisions: the signed statements a later revision replaced, as they were signed.
export const contractRevisionSchema = z.object({
  revision: z.number().int().positive(),
  signedAt: z.string(),
  signedName: z.string().nullable(),
  totalCents: cents,
  supersededAt: z.string(),
});
export const contractRevisionListSchema = z.object({ current: z.number().int().positive(), items: z.array(contractRevisionSchema) });
export type ContractRevision = z.infer<typeof contractRevisionSchema>;
export type ContractRevisionList = z.infer<typeof contractRevisionListSchema>;

// GET /cases/{caseId}/statement/pdf?revision=: the current statement, or an earlier signed revision.
export const statementPdfQuerySchema = z.object({ revision: numericIdSchema.optional() }).strict();

// POST /cases/{caseId}/payments. The idempotency key comes from the page: a double click or a retry
// with the same key never charges twice. The card is the provider's token, never the card (ADR 100).
export const chargeBodySchema = z
  .object({
    amountCents: z.coerce.number().int().min(100).max(100_000_000),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,80}$/),
    paymentToken: paymentTokenSchema,
  })
  .strict();
export type ChargeBody = z.input<typeof chargeBodySchema>;

// The payment page's form: an amount in dollars as typed (the card is in the provider's frame).
export const paymentFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{1,7}(\.\d{1,2})?$/),
});
export type PaymentForm = z.input<typeof paymentFormSchema>;

// "1,234.5" → 123450, exactly (no floating point).
export function dollarsToCents(amount: string): number {
  const [dollars = '0', cents = ''] = amount.replace(/[$,\s]/g, '').split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

export const centsToDollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export const paymentIdSchema = z.string().regex(/^pay_[a-z0-9]{20}$/);
export const casePaymentSchema = z.object({
  paymentId: paymentIdSchema,
  status: z.enum(['PENDING', 'APPROVED', 'DECLINED']),
  amountCents: cents,
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  reference: z.string().nullable(),
  declineMessage: z.string().nullable(),
  paidBy: z.string(),
  createdAt: z.string(),
  // After this payment (receipts show it).
  balanceAfterCents: cents.nullable(),
  // Issue 25: how it was paid (card in the portal, cash or check recorded by staff) and what was refunded.
  method: z.enum(['CARD', 'CASH', 'CHECK']).optional(),
  refundedCents: cents.optional(),
  // Issue 41: a PENDING card payment the bank must confirm first (3-D Secure); the page shows it, then confirms.
  nextAction: nextActionSchema.nullable().optional(),
});
export type CasePayment = z.infer<typeof casePaymentSchema>;
export const casePaymentListSchema = z.object({
  items: z.array(casePaymentSchema),
  totalCents: cents,
  paidCents: cents,
  balanceCents: cents,
});
export type CasePaymentList = z.infer<typeof casePaymentListSchema>;

export const paymentConnectSchema = z.object({ provider: z.string(), accountId: z.string(), connected: z.boolean() });
export type PaymentConnect = z.infer<typeof paymentConnectSchema>;

// GET /api/family/company/gpl/items (paging and ids)
export const gplQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(200).default(100),
    // Up to 200 ids, comma-separated, each by the one id rule.
    ids: z
      .string()
      .regex(/^\d+(,\d+){0,199}$/)
      .refine((value) => value.split(',').every((id) => parseId(id) !== null), { message: 'Please enter a valid format' })
      .optional(),
  })
  .strict();
export const gplItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: itemCategorySchema,
  priceCents: cents,
  // "from" when variants differ in price.
  priceFromCents: cents.nullable(),
  cashAdvance: z.boolean(),
  // The basic services fee: the only item a family cannot decline.
  nonDeclinable: z.boolean(),
});
export type GplItem = z.infer<typeof gplItemSchema>;
export const gplSchema = z.object({
  company: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
  effectiveDate: z.string(),
  items: z.array(gplItemSchema),
  packages: z.array(z.object({ packageId: z.number().int(), name: z.string(), priceCents: cents, itemsAloneCents: cents })),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasNext: z.boolean(),
});
export type Gpl = z.infer<typeof gplSchema>;

// ---- Rules (zod-free): SPEC §4 and §5 ----

interface RuleLine {
  item: { variantCount: number } | null;
  variant: unknown;
  name: string | null;
}

// SPEC §4: a line is complete when it has an item (and a variant if the item has variants) or, for a
// free line, a name.
export function isLineComplete(line: RuleLine): boolean {
  if (line.item) return line.item.variantCount === 0 || line.variant !== null;
  return line.name !== null && line.name.trim() !== '';
}

interface RuleCategory {
  itemCategory: { name: string };
  position: number;
  displayForFamily: boolean;
}

// SPEC §5: only displayForFamily, position descending, then the category name.
export function familyCategories<C extends RuleCategory>(categories: readonly C[]): C[] {
  return categories
    .filter((category) => category.displayForFamily)
    .sort((a, b) => b.position - a.position || a.itemCategory.name.localeCompare(b.itemCategory.name));
}

export const FINISH_MESSAGES: Record<FinishProblemCode, string> = {
  NO_PACKAGE: 'Choose a package.',
  INCOMPLETE_LINES: 'Complete every selection.',
  NO_PURCHASER: 'Add the purchaser’s details.',
  DUPLICATE_OF_INCLUDED: 'Your package already includes this item. Remove the extra line or choose another item.',
  AWAITING_PRICE: 'The funeral home will price your own additions before you can sign.',
};

// SPEC §4: finishing needs a package, every selection complete and a purchaser.
export function finishProblems(arrangement: {
  packageId: number | null;
  hasPurchaser: boolean;
  lines: readonly (RuleLine & { id: number; duplicateOfIncluded?: boolean; awaitingPrice?: boolean })[];
}): FinishProblem[] {
  const problems: FinishProblem[] = [];
  if (arrangement.packageId === null) problems.push({ code: 'NO_PACKAGE', message: FINISH_MESSAGES.NO_PACKAGE, fixAt: 'packages' });
  const incomplete = arrangement.lines.filter((line) => !isLineComplete(line)).map((line) => line.id);
  if (incomplete.length > 0) {
    problems.push({ code: 'INCOMPLETE_LINES', message: FINISH_MESSAGES.INCOMPLETE_LINES, fixAt: 'selections', lineIds: incomplete });
  }
  // Issue 25: a priced duplicate of what the package includes, and a free line nobody has priced yet.
  const duplicates = arrangement.lines.filter((line) => line.duplicateOfIncluded).map((line) => line.id);
  if (duplicates.length > 0) {
    problems.push({ code: 'DUPLICATE_OF_INCLUDED', message: FINISH_MESSAGES.DUPLICATE_OF_INCLUDED, fixAt: 'selections', lineIds: duplicates });
  }
  const unpriced = arrangement.lines.filter((line) => line.awaitingPrice).map((line) => line.id);
  if (unpriced.length > 0) problems.push({ code: 'AWAITING_PRICE', message: FINISH_MESSAGES.AWAITING_PRICE, fixAt: 'selections', lineIds: unpriced });
  if (!arrangement.hasPurchaser) problems.push({ code: 'NO_PURCHASER', message: FINISH_MESSAGES.NO_PURCHASER, fixAt: 'details' });
  return problems;
}

export function formatCents(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const abs = Math.abs(amountCents);
  // Thousands separated as en-US writes them ("$7,995.00"), without an Intl object for each amount.
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
