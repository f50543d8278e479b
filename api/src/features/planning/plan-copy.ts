import { fieldApplies, type CaseStatus, type PlanningSection } from '@keepsake/shared/contract';

// The email copy of a plan: every question answered, section by section, in the words of the form,
// with the reference to quote when calling. Plain text: answers are the family's own words, never HTML.
export function planCopyText({
  companyName,
  phoneNumber,
  reference,
  caseStatus,
  sections,
  answers,
}: {
  companyName: string;
  phoneNumber: string;
  reference: string;
  caseStatus: CaseStatus;
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
    lines.push('', section.name.toUpperCase());
    for (const field of answered) {
      const value = (answers[field.id] ?? '').trim();
      lines.push(`${field.name}: ${field.options?.find((option) => option.value === value)?.label ?? value}`);
    }
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
