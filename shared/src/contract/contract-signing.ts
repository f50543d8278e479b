import { z } from 'zod';

// A contract that holds up (issue 25 point 6): who signs, what is recorded, the funeral home's
// countersignature and its price for a free-named line. Arrangements' own shapes reference these.

// What the statement keeps about its signing: the account that signed, from where, and which revision
// of the contract and of the price list (statement template) it signed.
export const signingRecordSchema = z.object({
  userId: z.string(),
  accountName: z.string(),
  typedName: z.string(),
  signedAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  contractRevision: z.number().int().positive(),
  templateRevisionId: z.number().int(),
});
export type SigningRecord = z.infer<typeof signingRecordSchema>;

// The funeral home's representative signs after the family: only then is the contract binding.
export const countersignatureSchema = z.object({
  name: z.string(),
  licenceNumber: z.string(),
  userId: z.string(),
  signedAt: z.string(),
});
export type Countersignature = z.infer<typeof countersignatureSchema>;

// POST {caseId}/contract/countersign (staff)
export const countersignBodySchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    licenceNumber: z.string().trim().min(1).max(40),
  })
  .strict();
export type CountersignBody = z.input<typeof countersignBodySchema>;

// POST {caseId}/contract/signer (primary contact): the case member who signs instead of them.
export const signerBodySchema = z.object({ userId: z.string().trim().min(1).max(100) }).strict();
export type SignerBody = z.input<typeof signerBodySchema>;

// PUT {caseId}/lines/{lineId}/price (staff): the price of one, in cents, of a free-named line.
export const linePriceBodySchema = z.object({ priceCents: z.number().int().min(0).max(100_000_000) }).strict();
export type LinePriceBody = z.input<typeof linePriceBodySchema>;

export const AWAITING_PRICE_LABEL = 'The funeral home will price this';
export const SIGNATURE_MESSAGES = {
  notSigner: 'Only the person named to sign for the family can sign the contract.',
  staff: 'The family signs the contract; the funeral home countersigns it.',
  notMember: 'This person is not a member of the case.',
  retype: 'Please type your name and give your consent to sign.',
} as const;

// The typed name matches the account's name when they differ only in case and spacing: "jordan  morales"
// is Jordan Morales, "Elena Morales" or "J" is not. Accents count (Inés is not Ines): it is a signature.
export function sameName(typed: string, accountName: string): boolean {
  const norm = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
  return norm(typed) !== '' && norm(typed) === norm(accountName);
}

export const nameMismatchMessage = (accountName: string) => `Please type your name as it is on your account: ${accountName}.`;
