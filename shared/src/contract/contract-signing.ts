import { z } from 'zod';

// A contract that holds up (issue 25 point 6): who signs, what is recorded, the funeral home's
// countersignature and its price for a free-named line. Arrangements' own shapes reference these.

// What the statement keeps about its signing: the account that signed, from where, and which revision
// of the contract and of the price list (statement template) it signed.
export const signingRecordSchema = z.object({
  // The family account that signed in the portal; null when the purchaser signed in person on the home's
  // device (issue 39 point 3): no family account signed, the purchaser did, with a staff member present.
  userId: z.string().nullable(),
  accountName: z.string().nullable(),
  typedName: z.string(),
  signedAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  contractRevision: z.number().int().positive(),
  templateRevisionId: z.number().int(),
  // Issue 39 point 3: signed at the table. Absent on statements signed in the portal (and before it).
  inPerson: z.object({ staffUserId: z.string(), staffName: z.string() }).optional(),
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

// Issue 39 point 3, "Sign at the table": the purchaser signs on the director's device, by typing their name as it
// is on the statement and confirming. POST {caseId}/contract/sign-in-person (staff of the home). The purchaser's
// details may come with it when they are given at the table.
export const SIGNED_IN_PERSON = 'Signed in person';
export const IN_PERSON_CONSENT = 'I have read this statement and agree to it. I am the purchaser and I sign it in person at the funeral home.';
export const inPersonNameMessage = (purchaserName: string) => `Please type the purchaser’s name as it is on the statement: ${purchaserName}.`;

/** How a statement was signed, in the words the statement, the PDF, the portal and the case page use. */
export function signedHow(signing: Pick<SigningRecord, 'inPerson'> | null | undefined): string {
  if (signing?.inPerson) return `${SIGNED_IN_PERSON.toLowerCase()} at the funeral home, with ${signing.inPerson.staffName} of the funeral home present`;
  return 'by typed name and consent in the Family Portal';
}

/** "Signed by Ada Reyes on {when}, signed in person at the funeral home, with …": one sentence for every page. */
export const signedSentence = (signedName: string | null, when: string, signing: Pick<SigningRecord, 'inPerson'> | null | undefined) =>
  `Signed by ${signedName ?? 'the family'}${when ? ` on ${when}` : ''}, ${signedHow(signing)}.`;
