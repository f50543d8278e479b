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
