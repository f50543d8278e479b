import { z } from 'zod';
import { caseKindSchema } from './staff-desk';
import { plainTextSchema } from './schema-helpers';

// The staff inbox (issue 24 §4): plan-now submissions and contact-form messages in one list, newest first,
// each with a status and the staff member who has it. Calls live under /api/staff/inbox.

export const INBOX_SOURCES = ['PLAN', 'CONTACT'] as const;
export const inboxSourceSchema = z.enum(INBOX_SOURCES);
export type InboxSource = z.infer<typeof inboxSourceSchema>;

export const INBOX_STATUSES = ['NEW', 'IN_PROGRESS', 'DONE'] as const;
export const inboxStatusSchema = z.enum(INBOX_STATUSES);
export type InboxStatus = z.infer<typeof inboxStatusSchema>;
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { NEW: 'New', IN_PROGRESS: 'In progress', DONE: 'Done' };

// An item's address: its source and the source's own id, e.g. `plan-<uuid>` or `contact-<uuid>`.
export const inboxItemIdSchema = z.string().regex(/^(plan|contact)-[A-Za-z0-9-]{1,80}$/);

export const INBOX_FILTERS = ['OPEN', 'NEW', 'IN_PROGRESS', 'DONE', 'ALL'] as const;
export const inboxQuerySchema = z
  .object({
    status: z.enum(INBOX_FILTERS).default('OPEN'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type InboxQuery = z.input<typeof inboxQuerySchema>;
export const INBOX_PAGE_SIZE = 25;

export const inboxSummarySchema = z.object({
  id: z.string(),
  source: inboxSourceSchema,
  // PLAN: at-need or pre-need; CONTACT: null.
  kind: caseKindSchema.nullable(),
  // Who wrote (the contact's name) and what it is about (the decedent's name or the message's start).
  from: z.string(),
  about: z.string(),
  receivedAt: z.string(),
  status: inboxStatusSchema,
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  caseId: z.number().int().nullable(),
});
export type InboxSummary = z.infer<typeof inboxSummarySchema>;
export const inboxListSchema = z.object({ items: z.array(inboxSummarySchema), page: z.number().int(), hasNext: z.boolean() });
export type InboxList = z.infer<typeof inboxListSchema>;

// What the item says: question and answer, in the wizard's order (or name, email, phone, message).
export const inboxDetailSchema = inboxSummarySchema.extend({
  answers: z.array(z.object({ label: z.string(), value: z.string() })),
  // A case made from a plan or a message starts from these (the staff member checks them before creating it);
  // a message gives only its sender as the contact.
  casePrefill: z
    .object({
      fullName: z.string(),
      birthDate: z.string(),
      deathDate: z.string(),
      kind: caseKindSchema,
      contactName: z.string(),
      contactEmail: z.string(),
      contactRelationship: z.string(),
      contactPhone: z.string(),
    })
    .nullable(),
  staff: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type InboxDetail = z.infer<typeof inboxDetailSchema>;

export const inboxUpdateSchema = z
  .object({
    status: inboxStatusSchema,
    // '' = nobody has it.
    assigneeId: plainTextSchema.pipe(z.string().trim().max(100)).default(''),
  })
  .strict();
export type InboxUpdate = z.input<typeof inboxUpdateSchema>;

export const inboxCaseLinkSchema = z.object({ caseId: z.number().int().min(1).max(2_147_483_647) }).strict();

// Plan → case (issue 36 §4): the plan a case was made from, kept whole beside the case, as the visitor
// answered it (labels as they saw them). `null` when the case was not made from a plan.
export const casePlanSchema = z.object({
  kind: caseKindSchema,
  from: z.string(),
  receivedAt: z.string(),
  answers: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type CasePlan = z.infer<typeof casePlanSchema>;
export const casePlanAnswerSchema = z.object({ plan: casePlanSchema.nullable() });
export type CasePlanAnswer = z.infer<typeof casePlanAnswerSchema>;
