import { z } from 'zod';
import { listPageSchema } from './paging';
import { isoDateSchema, numericIdSchema, optionalIsoDateSchema, plainTextSchema } from './schema-helpers';

// Issue 36 §4 "every obituary is manageable": public obituaries with no case (imported, or older than the
// portal) are listed at /studio/obituaries, edited and published or taken down there; flower orders for them
// link to them. An obituary that has a case is managed on its case (the family approves its words).

export const STAFF_OBITUARY_PAGE_SIZE = 25;

export const staffObituaryListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    q: plainTextSchema.pipe(z.string().trim().max(100)).default(''),
  })
  .strict();
export type StaffObituaryListQuery = z.input<typeof staffObituaryListQuerySchema>;

export const staffObituaryParamsSchema = z.object({ obituaryId: numericIdSchema }).strict();

export const staffObituarySummarySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  birthDate: z.string().nullable(),
  deathDate: z.string(),
  published: z.boolean(),
  publicPath: z.string(),
  /** Flower orders placed for this obituary. */
  orders: z.number().int().min(0),
});
export type StaffObituarySummary = z.infer<typeof staffObituarySummarySchema>;
export const staffObituaryListSchema = listPageSchema(staffObituarySummarySchema);
export type StaffObituaryList = z.infer<typeof staffObituaryListSchema>;

export const staffObituaryDetailSchema = staffObituarySummarySchema.extend({
  city: z.string(),
  biography: z.string(),
});
export type StaffObituaryDetail = z.infer<typeof staffObituaryDetailSchema>;

const name = plainTextSchema.pipe(z.string().trim().min(1).max(120, 'Please keep the name under 120 characters'));

// What staff edit on an obituary-only record. The date of death is required: every public obituary has one.
export const staffObituaryEditSchema = z
  .object({
    fullName: name,
    birthDate: optionalIsoDateSchema.default(''),
    deathDate: isoDateSchema,
    city: plainTextSchema.pipe(z.string().trim().max(120)).default(''),
    biography: plainTextSchema.pipe(z.string().max(20_000, 'Please keep the obituary under 20,000 characters')).default(''),
  })
  .strict()
  .refine((facts) => !facts.birthDate || facts.birthDate <= facts.deathDate, {
    message: 'The date of death cannot be before the date of birth',
    path: ['deathDate'],
  });
export type StaffObituaryEdit = z.input<typeof staffObituaryEditSchema>;

export const STAFF_OBITUARIES_PATH = '/api/staff/obituaries';
export const staffObituaryPath = (obituaryId: number) => `${STAFF_OBITUARIES_PATH}/${obituaryId}`;
