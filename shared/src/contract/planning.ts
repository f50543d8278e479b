import { z } from 'zod';
import { locationSchema } from './render-context';
import { isoDateSchema } from './schema-helpers';

// SPEC §9 plan types and §4 case statuses: at-need is AT_NEED, both pre-plans are PRE_PLAN.
export const PLAN_TYPES = ['pre-plan-self', 'pre-plan-other', 'at-need'] as const;
export const planTypeSchema = z.enum(PLAN_TYPES);
export type PlanType = z.infer<typeof planTypeSchema>;

// The wizard's first question.
export const planStartSchema = z.object({ planType: planTypeSchema });

export const caseStatusSchema = z.enum(['AT_NEED', 'PRE_PLAN']);
export type CaseStatus = z.infer<typeof caseStatusSchema>;

export function caseStatusOf(planType: PlanType): CaseStatus {
  return planType === 'at-need' ? 'AT_NEED' : 'PRE_PLAN';
}

/**
 * What a section is called, on screen and in the copy mailed to the person (one function for both). The
 * data keeps SPEC §3's names ("Decedent Details"); a person planning for themselves is never called a
 * decedent, and a living person planned for is "the person". Without the plan type (a client from before
 * it was sent), the case status says enough: at-need is a loved one, a pre-plan "the person".
 */
export function sectionLabel(section: { name: string; decedentDetails: boolean }, planType: PlanType | CaseStatus): string {
  if (!section.decedentDetails) return section.name;
  if (planType === 'pre-plan-self') return 'About you';
  if (planType === 'pre-plan-other' || planType === 'PRE_PLAN') return 'About the person';
  return 'About your loved one';
}

// SPEC §8, word for word.
export const PLANNING_SUBMIT_ERROR = 'There was an error submitting your planning form.';

// The longest answer any field takes; a free-text field (obituary wishes) takes this much.
export const PLANNING_TEXT_MAX = 4000;
export const PLANNING_LINE_MAX = 200;

export const planningFieldKindSchema = z.enum(['text', 'email', 'tel', 'date', 'textarea', 'select', 'radio']);
export type PlanningFieldKind = z.infer<typeof planningFieldKindSchema>;

// SPEC §3 names id, name and value (the starting answer); the rest tells the wizard how to ask.
export const planningFieldSchema = z.object({
  id: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/),
  name: z.string().min(1),
  value: z.string(),
  kind: planningFieldKindSchema,
  required: z.boolean(),
  hint: z.string().optional(),
  options: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).optional(),
  mask: z.string().optional(),
  autoComplete: z.string().optional(),
  // Asked only for this kind of case (date of death only at-need), otherwise for every plan.
  only: caseStatusSchema.optional(),
  // Asked only when another answer is one of these (military branch only after "Yes"). `planType` names
  // the plan type, which only the browser knows; a field shown on a condition is never required.
  showIf: z.object({ field: z.string().min(1), in: z.array(z.string()).min(1) }).optional(),
  // A date that cannot be later than today (a birth date, a date of passing).
  notInFuture: z.boolean().optional(),
});
export type PlanningField = z.infer<typeof planningFieldSchema>;

export const planningSectionSchema = z.object({
  urlKey: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  decedentDetails: z.boolean(),
  fields: z.array(planningFieldSchema),
});
export type PlanningSection = z.infer<typeof planningSectionSchema>;

// GET /api/web/planning/fields: the sections in wizard order.
export const planningSectionsSchema = z.array(planningSectionSchema);

// GET /api/web/planning/address: where the family will meet the funeral home.
export const planningAddressSchema = z.object({ location: locationSchema.nullable() });
export type PlanningAddress = z.infer<typeof planningAddressSchema>;

// POST /api/web/planning/submit. The shape is checked here; lengths and formats against the site's
// sections with planningAnswersSchema, so each message lands on its field (the body limit bounds size).
export const planningSubmissionSchema = z.object({
  caseStatus: caseStatusSchema,
  // Who the plan is for, so the copy mailed back says "About you" to a person planning for themselves.
  planType: planTypeSchema.optional(),
  fields: z.record(z.string().max(64), z.string()),
});
export type PlanningSubmission = z.infer<typeof planningSubmissionSchema>;

// The reference is what the family quotes when they call; emailedTo is where the copy of the answers
// went (null when the mail could not be sent: the plan is received all the same).
export const planningReceiptSchema = z.object({
  id: z.string().min(1),
  reference: z.string().regex(/^PLN-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
  receivedAt: z.string().datetime({ offset: true }),
  emailedTo: z.string().nullable(),
});
export type PlanningReceipt = z.infer<typeof planningReceiptSchema>;

// Issue 43.8: "email me a link to finish later". The draft as the wizard keeps it (answers by field id, where to
// pick up); the link restores it once on another device, within PLAN_RESUME_DAYS.
export { PLAN_RESUME_DAYS } from '@keepsake/shared/rules';
export const PLAN_RESUME_EMAIL_MESSAGE = 'Please enter a valid email address';
export const PLAN_RESUME_GONE_MESSAGE = 'This link has expired or was already used. Your answers are kept on the device where you opened it.';
export const planDraftSchema = z.object({
  planType: planTypeSchema.nullable(),
  answers: z.record(z.string().max(64), z.string().max(PLANNING_TEXT_MAX)),
  lastUrlKey: z.string().max(100).nullable(),
});
export type PlanDraftValue = z.infer<typeof planDraftSchema>;
export const planResumeRequestSchema = z.object({
  email: z.string().trim().min(1, PLAN_RESUME_EMAIL_MESSAGE).max(254).email(PLAN_RESUME_EMAIL_MESSAGE),
  draft: planDraftSchema,
});
export type PlanResumeRequest = z.infer<typeof planResumeRequestSchema>;
export const planResumeSentSchema = z.object({ emailedTo: z.string(), expiresAt: z.string().datetime({ offset: true }) });
// The token travels in the body, not the address: addresses end up in logs.
export const planResumeOpenSchema = z.object({ token: z.string().min(20).max(100) });

export function fieldApplies(field: PlanningField, caseStatus: CaseStatus): boolean {
  return !field.only || field.only === caseStatus;
}

/** Whether a field with a condition is asked, given the answers so far (and `planType` when known). */
export function fieldShown(field: PlanningField, answers: Readonly<Record<string, string | undefined>>): boolean {
  if (!field.showIf) return true;
  if (!(field.showIf.field in answers)) return field.showIf.field === 'planType';
  return field.showIf.in.includes(answers[field.showIf.field]?.trim() ?? '');
}

// 7 to 15 digits, with the usual separators.
const PHONE = /^(?=(?:\D*\d){7,15}\D*$)[\d\s()+.-]+$/;
export const FUTURE_DATE_MESSAGE = 'This date cannot be in the future';

/** Today as YYYY-MM-DD in the browser's own time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The latest "today" anywhere on earth (UTC+14): what a server that does not know the zone accepts. */
export function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3600_000).toISOString().slice(0, 10);
}

export interface PlanningAnswersOptions {
  /** YYYY-MM-DD; dates marked notInFuture may not be later. Default: the latest today on earth. */
  today?: string;
  /** The plan type, when known (the browser), for conditions on it. */
  planType?: PlanType;
}

function answerSchema(field: PlanningField, today: string): z.ZodTypeAny {
  const max = field.kind === 'textarea' ? PLANNING_TEXT_MAX : PLANNING_LINE_MAX;
  let answer: z.ZodTypeAny = z.string().trim().max(max);
  if (field.kind === 'email') answer = z.string().trim().max(254).email();
  if (field.kind === 'date') {
    // The contract's one date rule: a day that exists (`2026-02-30` is refused on its field).
    answer = z.string().trim().pipe(isoDateSchema);
    if (field.notInFuture) answer = answer.refine((value: string) => value <= today, { message: FUTURE_DATE_MESSAGE });
  }
  if (field.kind === 'tel') answer = z.string().trim().max(30).regex(PHONE);
  if ((field.kind === 'select' || field.kind === 'radio') && field.options?.length) {
    answer = z.enum(field.options.map((option) => option.value) as [string, ...string[]]);
  }
  if (field.required && !field.showIf) {
    // Empty first, so a blank required field reads "This field is required", not a format error.
    return z.string().trim().min(1).pipe(answer);
  }
  // An optional field may stay empty; what is written must still be well-formed. The inner issue is
  // re-raised without its message so the caller's error map (SPEC §5) words it.
  return z
    .string()
    .trim()
    .default('')
    .superRefine((value, ctx) => {
      if (value === '') return;
      const result = answer.safeParse(value);
      if (result.success) return;
      for (const issue of result.error.issues) {
        const { message, path: _path, fatal: _fatal, ...data } = issue;
        // A message of our own (a date in the future) is kept; zod's defaults are worded by the caller.
        ctx.addIssue((issue.code === z.ZodIssueCode.custom ? { ...data, message } : data) as z.IssueData);
      }
    });
}

/**
 * The answers to `sections` (those that apply to the case), keyed by field id. Unknown ids are dropped, and
 * so are answers to questions whose condition is not met (a branch left over after "No").
 */
export function planningAnswersSchema(
  sections: readonly PlanningSection[],
  caseStatus: CaseStatus,
  { today = latestToday(), planType }: PlanningAnswersOptions = {},
) {
  const shape: Record<string, z.ZodTypeAny> = {};
  const conditional: PlanningField[] = [];
  for (const section of sections) {
    for (const field of section.fields) {
      if (!fieldApplies(field, caseStatus)) continue;
      shape[field.id] = answerSchema(field, today);
      if (field.showIf) conditional.push(field);
    }
  }
  return z.object(shape).transform((answers: Record<string, unknown>) => {
    if (conditional.length === 0) return answers;
    const known = { ...(answers as Record<string, string>), ...(planType ? { planType } : {}) };
    const kept = { ...answers };
    for (const field of conditional) if (!fieldShown(field, known)) delete kept[field.id];
    return kept;
  });
}
