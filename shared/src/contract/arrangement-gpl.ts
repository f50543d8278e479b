import { z } from 'zod';
import { parseId } from '@keepsake/shared/rules';
import { itemCategorySchema, requiredReasonSchema } from './arrangement-catalogue';
import { numericIdSchema } from './schema-helpers';

const cents = z.number().int();

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
    // The case the list is read for: at its own price list revision's prices (issue 36 §4).
    caseId: numericIdSchema.optional(),
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
  requiredReason: requiredReasonSchema,
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
