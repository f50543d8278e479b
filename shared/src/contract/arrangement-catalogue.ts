import { z } from 'zod';
import { numericIdSchema } from './schema-helpers';

// The price list as an arrangement reads it: categories, items, their variants and a package's selectors
// (SPEC §3, §5; issue 11). Money is integer cents everywhere.

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

// Issue 39.5 (the FTC Funeral Rule): an item the law, a crematory or a cemetery requires says which, beside the item
// everywhere a family sees it ("Required by Alder Falls Crematory for every cremation it performs."). Absent or null:
// nothing requires it.
export const requiredReasonSchema = z.string().nullable().optional();

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
  requiredReason: requiredReasonSchema,
});
export type Item = z.infer<typeof itemSchema>;

// GET items/selectors/{selectorId}: the choices a package leaves to the family (e.g. "Choose a casket").
export const selectorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  selectorItems: z.array(z.object({ item: itemSchema })),
});
export type Selector = z.infer<typeof selectorSchema>;
