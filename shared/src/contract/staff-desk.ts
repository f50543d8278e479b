import { z } from 'zod';
import { TASK_STATUSES, TASK_KINDS, CASE_ROLES, passwordSchema } from './family';
import { joinNameParts, namePartsSchema } from './name-parts';
import { listPageSchema } from './paging';
import { optionalIsoDateSchema, plainTextSchema } from './schema-helpers';

// The staff desk at /studio (issue 24): the home's team with roles, and its cases. Calls live under
// /api/staff and answer only staff of the request's own funeral home.

const personName = plainTextSchema.pipe(z.string().trim().min(1).max(120));
const email = z.string().trim().toLowerCase().email().max(254);
// '' or an address: the empty field is "none", anything else must be an email.
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((value) => value === '' || email.safeParse(value).success, 'Please enter a valid email address')
  .default('');
export const CONTACT_NEEDED = 'Please give their email or their phone';
// The primary contact's phone, optional; the contact form's characters (digits, spaces, + ( ) . -). The house's
// error map words the message ("Please enter a valid format").
const contactPhone = z
  .string()
  .trim()
  .max(30)
  .regex(/^[\d\s()+.-]*$/);

// OWNER invites and removes staff; STAFF runs cases. Accounts made before roles existed are owners.
// MANAGER: staff who may also change the price list and refund payments (issue 37 point 8).
export const STAFF_ROLES = ['OWNER', 'MANAGER', 'STAFF'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

// The newest change of a member's role (issue 37): who made it and when; null for a role held since joining.
export const staffRoleChangeSchema = z.object({ from: staffRoleSchema, by: z.string(), at: z.string() });
export type StaffRoleChange = z.infer<typeof staffRoleChangeSchema>;
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  isYou: z.boolean(),
  roleChange: staffRoleChangeSchema.nullable().default(null),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffInvitationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  expiresAt: z.string(),
});
export type StaffInvitationSummary = z.infer<typeof staffInvitationSummarySchema>;
export const staffTeamSchema = z.object({
  you: staffRoleSchema,
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSummarySchema),
});
export type StaffTeam = z.infer<typeof staffTeamSchema>;

export const staffInviteBodySchema = z.object({ email, name: personName, role: staffRoleSchema }).strict();
export type StaffInviteBody = z.input<typeof staffInviteBodySchema>;
// An owner changes a colleague's role in place (issue 37): the same roles an invitation grants.
export const staffRoleBodySchema = z.object({ role: staffRoleSchema }).strict();
export type StaffRoleBody = z.input<typeof staffRoleBodySchema>;
export const STAFF_ROLE_MESSAGES = {
  yourself: 'You cannot change your own role. Ask another owner to do it.',
  lastOwner: 'The home must keep an owner. Make someone else an owner first.',
  notFound: 'We could not find this member of staff.',
} as const;

export const staffInvitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
export const staffInvitationSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  homeName: z.string(),
  status: z.enum(['PENDING', 'ACCEPTED', 'EXPIRED']),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
export const staffSignUpBodySchema = z.object({ token: staffInvitationTokenSchema, name: personName, password: passwordSchema }).strict();
export type StaffSignUpBody = z.input<typeof staffSignUpBodySchema>;

// Cases as the desk sees them.
export const CASE_KINDS = ['AT_NEED', 'PRE_NEED'] as const;
export const caseKindSchema = z.enum(CASE_KINDS);
export type CaseKind = z.infer<typeof caseKindSchema>;
export const CASE_KIND_LABELS: Record<CaseKind, string> = { AT_NEED: 'At-need', PRE_NEED: 'Pre-need' };

export const DESK_CASE_FILTERS = ['OPEN', 'AT_NEED', 'PRE_NEED', 'CLOSED', 'ALL'] as const;
export const deskCaseFilterSchema = z.enum(DESK_CASE_FILTERS);
export type DeskCaseFilter = z.infer<typeof deskCaseFilterSchema>;
export const DESK_PAGE_SIZE = 20;
export const deskCaseQuerySchema = z
  .object({
    search: plainTextSchema.pipe(z.string().trim().max(120)).default(''),
    filter: deskCaseFilterSchema.default('OPEN'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(DESK_PAGE_SIZE),
  })
  .strict();
export type DeskCaseQuery = z.input<typeof deskCaseQuerySchema>;

export const deskCaseSummarySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  nameSlug: z.string(),
  birthDate: z.string().nullable(),
  deathDate: z.string().nullable(),
  kind: caseKindSchema,
  closed: z.boolean(),
  createdAt: z.string(),
});
export type DeskCaseSummary = z.infer<typeof deskCaseSummarySchema>;
export const deskCaseListSchema = listPageSchema(deskCaseSummarySchema);
export type DeskCaseList = z.infer<typeof deskCaseListSchema>;

export const deskCaseDetailSchema = deskCaseSummarySchema.extend({
  locationId: z.string().nullable(),
  members: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(CASE_ROLES), relationship: z.string().nullable() })),
  invitations: z.array(
    z.object({ name: z.string(), email: z.string(), role: z.enum(CASE_ROLES), expiresAt: z.string(), accepted: z.boolean(), revoked: z.boolean() }),
  ),
  tasks: z.array(z.object({ kind: z.enum(TASK_KINDS), status: z.enum(TASK_STATUSES) })),
  // The primary contact's phone as staff took it ('' when none; migration 812).
  contactPhone: z.string().optional(),
  // A primary contact taken without an email (phone only; migration 993): not invited yet. Null otherwise.
  contactWithoutEmail: z.object({ name: z.string(), relationship: z.string() }).nullable().optional(),
  // The name in parts (issue 36.5; migration 993).
  nameParts: z.object({ firstName: z.string(), middleName: z.string(), lastName: z.string(), suffix: z.string() }).optional(),
});
export type DeskCaseDetail = z.infer<typeof deskCaseDetailSchema>;

// The case's facts, as created and as edited. Dates may stay empty (a pre-need case has no death date).
export const deskCaseFactsSchema = z
  .object({
    fullName: personName,
    // Its parts (issue 36.5). Empty: read from fullName; given: the full name is written from them.
    ...namePartsSchema.shape,
    birthDate: optionalIsoDateSchema.default(''),
    deathDate: optionalIsoDateSchema.default(''),
    locationId: z.string().trim().max(60).default(''),
    kind: caseKindSchema,
  })
  .strict()
  .refine((facts) => !facts.birthDate || !facts.deathDate || facts.birthDate <= facts.deathDate, {
    message: 'The date of death cannot be before the date of birth',
    path: ['deathDate'],
  })
  // The parts make the full name (120 at most), so together they fit in one.
  .refine((facts) => joinNameParts(facts).length <= 120, { message: 'Cannot exceed 120 characters', path: ['lastName'] });
export type DeskCaseFacts = z.input<typeof deskCaseFactsSchema>;

// Creating a case: its facts plus the primary contact, who gets the invitation mail. A likely duplicate
// (same name and dates) answers 409 until the staff member confirms.
export const deskCaseCreateSchema = z
  .object({
    fullName: personName,
    ...namePartsSchema.shape,
    birthDate: optionalIsoDateSchema.default(''),
    deathDate: optionalIsoDateSchema.default(''),
    locationId: z.string().trim().max(60).default(''),
    kind: caseKindSchema,
    contactName: personName,
    // Optional (issue 36.5): a family reached by phone only gets their invitation once they give an email.
    contactEmail: optionalEmail,
    contactRelationship: plainTextSchema.pipe(z.string().trim().min(1).max(60)),
    contactPhone: contactPhone.default(''),
    confirmDuplicate: z.boolean().default(false),
  })
  .strict()
  .refine((facts) => !facts.birthDate || !facts.deathDate || facts.birthDate <= facts.deathDate, {
    message: 'The date of death cannot be before the date of birth',
    path: ['deathDate'],
  })
  // The parts make the full name (120 at most), so together they fit in one.
  .refine((facts) => joinNameParts(facts).length <= 120, { message: 'Cannot exceed 120 characters', path: ['lastName'] })
  .refine((facts) => facts.contactEmail !== '' || facts.contactPhone !== '', { message: CONTACT_NEEDED, path: ['contactEmail'] });
export type DeskCaseCreate = z.input<typeof deskCaseCreateSchema>;
export const DUPLICATE_CASE_MESSAGE = 'A case with this name and these dates already exists. Check the list, or confirm to create it anyway.';

export const staffInviteResultSchema = z.object({ email: z.string(), resent: z.boolean() });
export type StaffInviteResult = z.infer<typeof staffInviteResultSchema>;
export const staffSignUpResultSchema = z.object({ name: z.string(), role: staffRoleSchema });

// The case's public obituary as the desk sees it: the family's text status, and whether visitors see it.
export const deskObituarySchema = z.object({
  textStatus: z.enum(['DRAFT', 'APPROVED']),
  published: z.boolean(),
  publicPath: z.string().nullable(),
});
export type DeskObituary = z.infer<typeof deskObituarySchema>;
