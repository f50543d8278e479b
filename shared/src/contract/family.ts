import { z } from 'zod';
import { isoDateSchema, numericIdSchema, optionalIsoDateSchema } from './schema-helpers';

// The Family Portal's own calls (SPEC §7 "Family cases", under /api/family). Statuses, roles and the
// allowed task moves are ours (SPEC leaves them unstated): see docs/decisions/050-family-roles.md.

// The contract's one date and one id rule (schema-helpers.ts): `2026-02-30` or a case id `1e0` is refused.
const isoDate = isoDateSchema;
export const caseIdSchema = numericIdSchema;

export const FAMILY_PAGE_SIZE = 20;
export const familyPageQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(FAMILY_PAGE_SIZE),
  })
  .strict();

export const CASE_ROLES = ['PRIMARY', 'HELPER'] as const;
export const caseRoleSchema = z.enum(CASE_ROLES);
export type CaseRole = z.infer<typeof caseRoleSchema>;
// Staff of the funeral home open every case of their home with the primary contact's rights.
export type CaseAccess = CaseRole | 'STAFF';

// Every task of SPEC §2 plus arrangements and statement, in the order a family meets them.
export const TASK_KINDS = [
  'add-details',
  'upload-obituary-photo',
  'review-obituary',
  'upload-photos',
  'upload-music',
  'select-theme',
  'review-wall-settings',
  'review-wall-comments',
  'review-video',
  'review-stationery',
  'arrangements',
  'statement',
] as const;
export const taskKindSchema = z.enum(TASK_KINDS);
export type TaskKind = z.infer<typeof taskKindSchema>;

export const TASK_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'NEEDS_APPROVAL', 'COMPLETE'] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

// Tasks whose completion is an approval (SPEC §6: the family approves obituary, stationery and video).
export const APPROVAL_TASKS: readonly TaskKind[] = ['review-obituary', 'review-video', 'review-stationery'];

// The allowed moves. Completing an approval task is an approval: only the primary contact (or staff).
export function allowedMoves(kind: TaskKind, from: TaskStatus): TaskStatus[] {
  const approval = APPROVAL_TASKS.includes(kind);
  switch (from) {
    case 'NOT_STARTED':
      return approval ? ['IN_PROGRESS'] : ['IN_PROGRESS', 'COMPLETE'];
    case 'IN_PROGRESS':
      return approval ? ['NOT_STARTED', 'NEEDS_APPROVAL', 'COMPLETE'] : ['NOT_STARTED', 'COMPLETE'];
    case 'NEEDS_APPROVAL':
      return ['IN_PROGRESS', 'COMPLETE'];
    case 'COMPLETE':
      return ['IN_PROGRESS'];
  }
}

export const isApprovalMove = (kind: TaskKind, to: TaskStatus) => to === 'COMPLETE' && APPROVAL_TASKS.includes(kind);

export const familyUserSchema = z.object({ id: z.string(), name: z.string() });
export type FamilyUser = z.infer<typeof familyUserSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  kind: taskKindSchema,
  status: taskStatusSchema,
  assignees: z.array(familyUserSchema),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), hasNext: z.boolean() });

export const taskListSchema = pageOf(taskSchema);
export type TaskList = z.infer<typeof taskListSchema>;

export const caseLocationSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const caseSummarySchema = z.object({
  id: z.number().int(),
  nameSlug: z.string().min(1),
  locationId: z.string().nullable(),
  fullName: z.string(),
  birthDate: isoDate.nullable(),
  deathDate: isoDate.nullable(),
  portraitUrl: z.string().nullable(),
  portraitAlt: z.string(),
  location: caseLocationSchema,
  access: z.enum(['PRIMARY', 'HELPER', 'STAFF']),
  // Tasks assigned to me that are not complete yet.
  waitingForMe: z.number().int(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseListSchema = pageOf(caseSummarySchema);
export type CaseList = z.infer<typeof caseListSchema>;

export const caseEventSchema = z.object({
  kind: z.string(),
  title: z.string(),
  startsAt: z.string(),
  placeName: z.string(),
  address: z.string(),
});
export type CaseEvent = z.infer<typeof caseEventSchema>;

export const caseDetailSchema = caseSummarySchema.extend({ events: z.array(caseEventSchema) });
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const memberSchema = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  relationship: z.string().nullable(),
  role: caseRoleSchema,
  // ACCEPTED: a member; INVITED: an open invitation; EXPIRED: an invitation nobody accepted in time;
  // REVOKED: an invitation the family withdrew (issue 24 §6).
  status: z.enum(['ACCEPTED', 'INVITED', 'EXPIRED', 'REVOKED']),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.object({ items: z.array(memberSchema) });
export type MemberList = z.infer<typeof memberListSchema>;

export const userSearchQuerySchema = z.object({ query: z.string().trim().max(100).default('') }).strict();
export const userListSchema = z.object({ items: z.array(familyUserSchema) });
export type UserList = z.infer<typeof userListSchema>;

const personName = z.string().trim().min(1).max(120);

export const inviteBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    name: personName,
    relationship: z.string().trim().min(1).max(60),
    role: caseRoleSchema,
  })
  .strict();
export type InviteBody = z.input<typeof inviteBodySchema>;

export const inviteResultSchema = z.object({ email: z.string(), resent: z.boolean(), expiresAt: z.string() });
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

export const invitationSchema = z.object({
  caseId: z.number().int(),
  nameSlug: z.string(),
  caseName: z.string(),
  name: z.string(),
  email: z.string(),
  relationship: z.string().nullable(),
  role: caseRoleSchema,
  invitedBy: z.string(),
  status: z.enum(['PENDING', 'ACCEPTED', 'EXPIRED']),
  // An account with this email exists: sign in and accept instead of signing up.
  hasAccount: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const acceptResultSchema = z.object({ caseId: z.number().int(), nameSlug: z.string() });
export type AcceptResult = z.infer<typeof acceptResultSchema>;

export const passwordSchema = z.string().min(8).max(128);

export const signUpBodySchema = z.object({ token: invitationTokenSchema, name: personName, password: passwordSchema }).strict();
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) }).strict();
export const resetPasswordBodySchema = z.object({ token: invitationTokenSchema, password: passwordSchema }).strict();

// Add details: the facts of the person, saved one group at a time.
const text = (max: number) => z.string().trim().max(max).default('');
const optionalDate = optionalIsoDateSchema.default('');
export const caseDetailGroups = {
  name: z.object({ fullName: z.string().trim().min(1).max(120), preferredName: text(60) }).strict(),
  birth: z.object({ birthDate: optionalDate, birthPlace: text(120) }).strict(),
  death: z.object({ deathDate: optionalDate, deathPlace: text(120) }).strict(),
  family: z.object({ father: text(120), mother: text(120), spouse: text(120), children: text(600) }).strict(),
  education: z.object({ education: text(600) }).strict(),
  work: z.object({ occupation: text(120), employer: text(120), career: text(600) }).strict(),
  military: z.object({ branch: text(60), rank: text(60), serviceYears: text(60) }).strict(),
  faith: z.object({ faith: text(60), congregation: text(120) }).strict(),
  // What they wanted (issue 36 §4): a plan's preferred arrangement, service wishes and their own words.
  wishes: z.object({ disposition: text(60), serviceWishes: text(2000), ownWords: text(2000) }).strict(),
} as const;
export type CaseDetailGroup = keyof typeof caseDetailGroups;
export const CASE_DETAIL_GROUPS = Object.keys(caseDetailGroups) as CaseDetailGroup[];

export const caseDetailsBodySchema = z.discriminatedUnion('group', [
  z.object({ group: z.literal('name'), values: caseDetailGroups.name }).strict(),
  z.object({ group: z.literal('birth'), values: caseDetailGroups.birth }).strict(),
  z.object({ group: z.literal('death'), values: caseDetailGroups.death }).strict(),
  z.object({ group: z.literal('family'), values: caseDetailGroups.family }).strict(),
  z.object({ group: z.literal('education'), values: caseDetailGroups.education }).strict(),
  z.object({ group: z.literal('work'), values: caseDetailGroups.work }).strict(),
  z.object({ group: z.literal('military'), values: caseDetailGroups.military }).strict(),
  z.object({ group: z.literal('faith'), values: caseDetailGroups.faith }).strict(),
  z.object({ group: z.literal('wishes'), values: caseDetailGroups.wishes }).strict(),
]);
export type CaseDetailsBody = z.input<typeof caseDetailsBodySchema>;

export const caseDetailsSchema = z.object({
  groups: z.record(z.record(z.string())),
  updatedAt: z.string().nullable(),
});
export type CaseDetails = z.infer<typeof caseDetailsSchema>;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  // Issue 39: the files the mail carried (the signed statement's PDF), by name, type and size.
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })).optional(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

// The portal's own forms (the API's bodies above are what is sent).
export const signInFormSchema = z.object({ email: z.string().trim().min(1).email(), password: z.string().min(1) });
export type SignInForm = z.input<typeof signInFormSchema>;
export const signUpFormSchema = z.object({ name: personName, password: passwordSchema });
export type SignUpForm = z.input<typeof signUpFormSchema>;
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirm: z.string().min(1) })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], message: 'The two passwords do not match' });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;
export type ForgotPasswordForm = z.input<typeof forgotPasswordBodySchema>;
