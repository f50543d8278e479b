import { formatDay } from '@keepsake/shared/time';
import { fieldApplies, sectionLabel, type CaseStatus, type PlanningField, type PlanningSection, type PlanType } from '@keepsake/shared/contract';

// A calendar day as people write it ("March 14, 1952"), not the stored 1952-03-14: the shared day formatter.
const longDay = (iso: string) => formatDay(iso) || iso;

// An answer in the words the form showed: an option's label, a date written out.
function shownAnswer(field: PlanningField, value: string): string {
  if (field.kind === 'date') return longDay(value);
  return field.options?.find((option) => option.value === value)?.label ?? value;
}

// The email copy of a plan: every question answered, section by section, in the words of the form,
// with the reference to quote when calling. Plain text: answers are the family's own words, never HTML.
export function planCopyText({
  companyName,
  phoneNumber,
  reference,
  caseStatus,
  planType,
  sections,
  answers,
}: {
  companyName: string;
  phoneNumber: string;
  reference: string;
  caseStatus: CaseStatus;
  planType?: PlanType;
  sections: PlanningSection[];
  answers: Record<string, string>;
}): string {
  const lines = [
    `Thank you for sending your plan to ${companyName}.`,
    `Your reference is ${reference}. Please quote it when you call us at ${phoneNumber}.`,
    '',
    'Here is a copy of your answers.',
  ];
  for (const section of sections) {
    const answered = section.fields.filter((field) => fieldApplies(field, caseStatus) && (answers[field.id] ?? '').trim() !== '');
    if (answered.length === 0) continue;
    // The section as the wizard named it ("About you" to a person planning for themselves), underlined.
    const heading = sectionLabel(section, planType ?? caseStatus);
    lines.push('', heading, '-'.repeat(heading.length));
    for (const field of answered) lines.push(`${field.name}: ${shownAnswer(field, (answers[field.id] ?? '').trim())}`);
  }
  lines.push('', 'If anything here is not right, reply to this message or call us and we will correct it.');
  return lines.join('\n');
}

// The staff's mail about a new plan (issue 24): who, for whom, and the inbox item's page.
export function newPlanNotice(row: { id: string; reference: string }, caseStatus: string, answers: Record<string, string>) {
  const join = (...parts: (string | undefined)[]) => parts.filter((part) => part?.trim()).join(' ');
  const from = join(answers.contactFirstName, answers.contactLastName) || answers.contactEmail || 'A visitor';
  const about = join(answers.decedentFirstName, answers.decedentLastName);
  const kind = caseStatus === 'AT_NEED' ? 'at-need' : 'pre-need';
  return {
    subject: `new ${kind} plan from ${from}`,
    lines: [
      `${from} sent a ${kind} plan${about ? ` for ${about}` : ''} through the website (reference ${row.reference}).`,
      'Read the answers and turn it into a case from the inbox.',
    ],
    path: `/studio/inbox/plan-${row.id}`,
  };
}
