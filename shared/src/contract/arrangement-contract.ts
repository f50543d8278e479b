import { z } from 'zod';
import { arrangementStatusSchema } from './arrangements';
import { optionalText } from './arrangement-text';
import { countersignatureSchema, signingRecordSchema } from './contract-signing';

// The contract of an arrangement: the purchaser, the contract details, the signature and its revisions
// (SPEC §5; issues 11 and 25).

const cents = z.number().int();

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

// POST {caseId}/contract/sign-in-person (staff of the home, issue 39 point 3): the purchaser signs at the table,
// their details given there if the family has not given them yet.
export const inPersonSignatureBodySchema = signatureSchema.extend({ purchaser: purchaserSchema.optional() }).strict();
export type InPersonSignatureBody = z.input<typeof inPersonSignatureBodySchema>;
// The signing view's form when the purchaser is named at the table: their details are required with the signature.
export const inPersonSignatureWithPurchaserSchema = signatureSchema.extend({ purchaser: purchaserSchema });
export type InPersonSignatureForm = z.input<typeof inPersonSignatureBodySchema>;

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
