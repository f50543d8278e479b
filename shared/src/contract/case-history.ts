import { z } from 'zod';
import { listPageSchema } from './paging';
import { plainTextSchema } from './schema-helpers';

// Issue 36 point 1 (ADR 097): the case history. Every change to a case is one row — when, who, acting as
// staff, as a family member or as the system (a provider's webhook), what, and before → after when the
// change is a value. The API writes a row with one function (api case-core/case-history.ts,
// recordCaseEvent) in the same transaction as the change; staff read them on the case page.

/** Every kind of row the history holds. A new path that changes a case adds its kind here first. */
export const CASE_EVENT_KINDS = [
  // The case itself and its facts (name, dates, details, the family's contact).
  'case.created',
  'case.facts-changed',
  'case.closed',
  'case.reopened',
  // A plan-now submission turned into this case: its answers kept in the case (issue 36 §4).
  'case.plan-kept',
  // The primary contact taken without an email (phone only, issue 36.5): invited later, once they give one.
  'case.contact-recorded',
  // Approvals: by the family, or by staff for the family (then `onBehalf` says how).
  'approval.obituary',
  'approval.stationery',
  'approval.video',
  'approval.wall-settings',
  // The public obituary page.
  'obituary.published',
  'obituary.unpublished',
  // Arrangements and the contract.
  'arrangement.chosen',
  'arrangement.changed',
  'arrangement.discount-given',
  'arrangement.discount-removed',
  'contract.signed',
  'contract.countersigned',
  'contract.revised',
  // Money.
  'payment.received',
  'payment.recorded',
  'payment.refunded',
  // Who belongs to the case.
  'invitation.sent',
  'invitation.resent',
  'invitation.revoked',
  'invitation.accepted',
  // The family's keepsake (archive and memorial book): asked for, and a failed one retried by staff.
  'keepsake.requested',
  'keepsake.retried',
] as const;
export const caseEventKindSchema = z.enum(CASE_EVENT_KINDS);
export type CaseEventKind = z.infer<typeof caseEventKindSchema>;

export const ACTING_AS = ['STAFF', 'FAMILY', 'SYSTEM'] as const;
export const actingAsSchema = z.enum(ACTING_AS);
export type ActingAs = z.infer<typeof actingAsSchema>;
export const ACTING_AS_LABELS: Record<ActingAs, string> = { STAFF: 'staff', FAMILY: 'family member', SYSTEM: 'automatic' };

// ---- Approvals made by staff for the family ----------------------------------------------------------
// One rule for every approval (obituary, stationery, video, wall settings): staff may approve on the
// family's behalf only by saying how the family approved (and, if they like, a note); the record then says
// "Approved for the family by {staff name}, {how}, {note}", never that the family did it.
export const APPROVAL_HOWS = ['PHONE', 'IN_PERSON'] as const;
export const approvalHowSchema = z.enum(APPROVAL_HOWS, { message: 'Please choose how the family gave their approval' });
export type ApprovalHow = z.infer<typeof approvalHowSchema>;
export const APPROVAL_HOW_LABELS: Record<ApprovalHow, string> = { PHONE: 'by phone', IN_PERSON: 'in person' };
export const APPROVAL_NOTE_MAX = 300;

export const onBehalfSchema = z
  .object({
    how: approvalHowSchema,
    note: plainTextSchema.pipe(z.string().trim().max(APPROVAL_NOTE_MAX, `Please keep the note under ${APPROVAL_NOTE_MAX} characters`)).default(''),
  })
  .strict();
export type OnBehalf = z.infer<typeof onBehalfSchema>;
export type OnBehalfInput = z.input<typeof onBehalfSchema>;

/** The body of every approve call: the family sends nothing; staff send how the family approved. */
export const approveBodySchema = z.object({ onBehalf: onBehalfSchema.optional() }).strict();
export type ApproveBody = z.input<typeof approveBodySchema>;

/** Who approved, as every approval answer carries it. `onBehalf` is set when staff approved for the family. */
export const approverSchema = z.object({ name: z.string(), onBehalf: onBehalfSchema.nullable() });
export type Approver = z.infer<typeof approverSchema>;

/** The one sentence every page shows for an approval: the case page, the portal and the history. */
export function approvalLine(approver: Approver): string {
  if (!approver.onBehalf) return `Approved by ${approver.name}`;
  const { how, note } = approver.onBehalf;
  return `Approved for the family by ${approver.name}, ${APPROVAL_HOW_LABELS[how]}${note ? `, ${note}` : ''}`;
}

// ---- The history as staff read it ----------------------------------------------------------------------
export const CASE_HISTORY_PAGE_SIZE = 25;
export const caseHistoryQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();

export const caseHistoryEventSchema = z.object({
  id: z.number().int(),
  // An instant (ISO 8601).
  at: z.string(),
  actor: z.object({ name: z.string(), actingAs: actingAsSchema }),
  kind: caseEventKindSchema,
  // What happened, in a sentence a director reads ("Recorded a check payment of $500.00").
  summary: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  onBehalf: onBehalfSchema.nullable(),
});
export type CaseHistoryEvent = z.infer<typeof caseHistoryEventSchema>;

export const caseHistorySchema = listPageSchema(caseHistoryEventSchema);
export type CaseHistory = z.infer<typeof caseHistorySchema>;
