import { z } from 'zod';
import { categoryKindSchema, requiredReasonSchema } from './arrangement-catalogue';

// Issue 39 point 2: the whole price list as the director sees it at the arrangement conference, at the prices
// of the case's own price list revision (a case keeps the prices it was quoted). Every category, staff-only
// ones too, by position; only items still offered.
// GET /api/family/arrangements/{caseId}/price-list (staff of the home).

export const conferenceItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  taxable: z.boolean(),
  nonDeclinable: z.boolean(),
  requiredReason: requiredReasonSchema,
  variants: z.array(z.object({ id: z.number().int(), name: z.string(), finish: z.string(), priceCents: z.number().int() })),
});
export type ConferenceItem = z.infer<typeof conferenceItemSchema>;

export const conferenceCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: categoryKindSchema,
  displayForFamily: z.boolean(),
  items: z.array(conferenceItemSchema),
});
export type ConferenceCategory = z.infer<typeof conferenceCategorySchema>;

export const conferencePriceListSchema = z.object({
  templateRevisionId: z.number().int(),
  categories: z.array(conferenceCategorySchema),
});
export type ConferencePriceList = z.infer<typeof conferencePriceListSchema>;
