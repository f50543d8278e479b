import { z } from 'zod';
import { catalogueIdSchema, categoryKindSchema, itemCategorySchema, requiredReasonSchema, variantSchema } from './arrangement-catalogue';
import { discountSchema } from './arrangement-discounts';
import { blankAsMissing, optionalText } from './arrangement-text';

// The arrangement a family and the home build: its lines, categories, totals and the calls that change it
// (SPEC §3, §4, §5; issue 11). Money is integer cents everywhere; every total is computed by the API
// (docs/decisions/060-arrangements-statement-payment.md). The price list's shapes, the contract, the statement,
// payments, the GPL and the finishing rules each have their own arrangement-*.ts / case-payments.ts file.

const cents = z.number().int();

export const lineSchema = z.object({
  id: z.number().int(),
  item: z
    .object({ id: z.number().int(), name: z.string(), variantCount: z.number().int(), priceCents: cents, requiredReason: requiredReasonSchema })
    .nullable(),
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

/** The statement's charges in the order every statement shows them (the portal, the studio, the PDF): discounts
 *  only when there are some, a negative amount on a line of their own; the last row is the total. */
export function totalRows(totals: Totals): [label: string, cents: number][] {
  return [
    ['Package', totals.packageCents],
    ['Items and upgrades', totals.itemsCents],
    ['Cash advance items', totals.cashAdvanceCents],
    ...(totals.discountCents ? ([['Discounts', -totals.discountCents]] as [string, number][]) : []),
    ['Subtotal', totals.subtotalCents],
    ['Tax', totals.taxCents],
    ['Total', totals.totalCents],
  ];
}

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

// POST {caseId}/lines: an item of the catalogue, or a free-named line in a category.
export const addLineBodySchema = z
  .object({
    // A blank choice (a form's "Choose an item") is a choice not made, so it reads "required".
    itemId: z.preprocess(blankAsMissing, catalogueIdSchema.optional()),
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
      // Neither an item nor a named free line: the item is what is missing, or the name of a free line in a category
      // (the portal's "Something not on the list?" shows it on its name field).
      const path = body.categoryId !== undefined ? ['name'] : ['itemId'];
      ctx.addIssue({ code: 'invalid_type', expected: path[0] === 'name' ? 'string' : 'number', received: 'undefined', path });
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
