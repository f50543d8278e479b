import { z } from 'zod';
import { categoryKindSchema, requiredReasonSchema } from './arrangement-catalogue';
import { arrangementStatusSchema, totalsSchema } from './arrangements';
import { discountSchema } from './arrangement-discounts';
import { countersignatureSchema, signingRecordSchema } from './contract-signing';
import { numericIdSchema } from './schema-helpers';

const cents = z.number().int();

export const statementLineSchema = z.object({
  name: z.string(),
  detail: z.string().nullable(),
  category: z.string(),
  kind: categoryKindSchema,
  quantity: z.number().int(),
  amountCents: cents,
  includedInPackage: z.boolean(),
  cashAdvance: z.boolean(),
  // Why the law or a crematory requires the item (issue 39.5); absent on statements signed before it.
  requiredReason: requiredReasonSchema,
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

// GET /cases/{caseId}/statement/pdf?revision=: the current statement, or an earlier signed revision.
export const statementPdfQuerySchema = z.object({ revision: numericIdSchema.optional() }).strict();
