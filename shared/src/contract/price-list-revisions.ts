import { z } from 'zod';
import { conferenceCategorySchema } from './arrangement-price-list';
import { numericIdSchema } from './schema-helpers';

// Issue 36 §4: staff see every price list revision their home published, with its effective date, and open each
// (read-only) at the prices it had. GET /api/staff/catalogue/revisions and /api/staff/catalogue/revisions/{revisionId}.

export const priceListRevisionSummarySchema = z.object({
  revisionId: z.number().int(),
  effectiveDate: z.string(),
  publishedAt: z.string().nullable(),
  // The newest published (its prices are the live ones, maybe not in effect yet).
  current: z.boolean(),
  // The one families and new cases get today: the newest whose effective date has come, in the home's time zone.
  inEffect: z.boolean(),
  // Cases arranged under it (they keep its prices).
  caseCount: z.number().int().min(0),
});
export type PriceListRevisionSummary = z.infer<typeof priceListRevisionSummarySchema>;

export const priceListRevisionListSchema = z.object({ revisions: z.array(priceListRevisionSummarySchema) });
export type PriceListRevisionList = z.infer<typeof priceListRevisionListSchema>;

export const priceListRevisionSchema = z.object({
  revision: priceListRevisionSummarySchema,
  categories: z.array(conferenceCategorySchema),
  packages: z.array(z.object({ id: z.number().int(), name: z.string(), priceCents: z.number().int() })),
});
export type PriceListRevision = z.infer<typeof priceListRevisionSchema>;

// The family's catalogue reads (SPEC §7's items, selectors, variants and GPL calls) take the case they are read
// for: its prices are its own revision's (issue 36 §4). Without one, the revision in effect today.
export const caseQuerySchema = z.object({ caseId: numericIdSchema.optional() }).strict();
export type CaseQuery = z.infer<typeof caseQuerySchema>;
