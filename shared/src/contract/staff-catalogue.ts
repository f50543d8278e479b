import { z } from 'zod';
import { categoryKindSchema } from './arrangement-catalogue';
import { isoDateSchema, plainTextSchema } from './schema-helpers';

// The General Price List at the staff desk (issue 25 points 1 and 2), under /api/staff/catalogue. Prices
// staff change wait in a draft until they publish a new price list revision with its effective date; the
// other facts of an item (name, description, photo, taxable, active) and categories change at once.

const text = (max: number) => plainTextSchema.pipe(z.string().trim().max(max));
const name = (max: number) => text(max).pipe(z.string().min(1));
const cents = z.number().int().min(0).max(100_000_000);

export const catalogueItemSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  description: z.string(),
  // The published price, and the draft one waiting for the next revision (null: unchanged).
  priceCents: z.number().int(),
  draftPriceCents: z.number().int().nullable(),
  taxable: z.boolean(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  active: z.boolean(),
  // Why the law, a crematory or a cemetery requires it (issue 39.5); null: nothing does.
  requiredReason: z.string().nullable().optional(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const catalogueCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: categoryKindSchema,
  position: z.number().int(),
  displayForFamily: z.boolean(),
  items: z.array(catalogueItemSchema),
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

export const cataloguePackageLineSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int().nullable(),
  // A choice the family makes among items (a selector): kept as it is when the package is edited.
  selectorId: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  mayLeaveOut: z.boolean(),
  leaveOutCreditCents: z.number().int(),
  allowExtra: z.boolean(),
});
export const cataloguePackageSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  draftPriceCents: z.number().int().nullable(),
  retired: z.boolean(),
  lines: z.array(cataloguePackageLineSchema),
});
export type CataloguePackage = z.infer<typeof cataloguePackageSchema>;

export const catalogueRevisionSchema = z.object({ revisionId: z.number().int(), effectiveDate: z.string(), publishedAt: z.string().nullable() });
export const staffCatalogueSchema = z.object({
  revision: catalogueRevisionSchema,
  // The home's calendar day, in its time zone ("2026-11-26"): the earliest effective date a publish may take. The
  // studio's browser may be in another zone (or UTC) and already be on the next day.
  today: z.string(),
  draftChanges: z.number().int(),
  categories: z.array(catalogueCategorySchema),
  packages: z.array(cataloguePackageSchema),
});
export type StaffCatalogue = z.infer<typeof staffCatalogueSchema>;

export const catalogueItemBodySchema = z
  .object({
    categoryId: z.number().int().min(1),
    name: name(120),
    description: text(2000).default(''),
    priceCents: cents,
    taxable: z.boolean(),
    imageUrl: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(500)
          .regex(/^(\/|https:\/\/)/, 'Please enter a valid format'),
      ])
      .default(''),
    imageAlt: text(200).default(''),
    active: z.boolean(),
    // Which law or requirement makes the item required (issue 39.5): empty when nothing does.
    requiredReason: text(300).nullable().optional(),
  })
  .strict()
  // A photo says what it shows (WCAG 1.1.1): no photo without its alt text.
  .refine((body) => body.imageUrl === '' || body.imageAlt !== '', { message: 'Please describe the photo', path: ['imageAlt'] });
export type CatalogueItemBody = z.input<typeof catalogueItemBodySchema>;

export const catalogueCategoryBodySchema = z
  .object({ name: name(80), kind: categoryKindSchema, position: z.number().int().min(0).max(1000), displayForFamily: z.boolean() })
  .strict();
export type CatalogueCategoryBody = z.input<typeof catalogueCategoryBodySchema>;

export const cataloguePackageLineBodySchema = z
  .object({
    // An existing line by its id (its item or choice stays), or a new line for an item.
    id: z.number().int().min(1).optional(),
    itemId: z.number().int().min(1).optional(),
    quantity: z.number().int().min(1).max(100),
    mayLeaveOut: z.boolean(),
    leaveOutCreditCents: cents,
    allowExtra: z.boolean(),
  })
  .strict()
  .refine((line) => line.id !== undefined || line.itemId !== undefined, { message: 'Please choose an item', path: ['itemId'] });
export const cataloguePackageBodySchema = z
  .object({
    category: name(80),
    name: name(120),
    description: text(2000).default(''),
    priceCents: cents,
    lines: z.array(cataloguePackageLineBodySchema).min(1).max(60),
  })
  .strict();
export type CataloguePackageBody = z.input<typeof cataloguePackageBodySchema>;

export const publishPriceListBodySchema = z.object({ effectiveDate: isoDateSchema }).strict();
export type PublishPriceListBody = z.input<typeof publishPriceListBodySchema>;

// The desk's price form: staff type dollars (the API takes cents), on the field the API names.
export const cataloguePriceFormSchema = z.object({
  priceCents: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Please enter an amount like 25.00'),
});
export type CataloguePriceForm = z.infer<typeof cataloguePriceFormSchema>;
