import { z } from 'zod';
import { CASE_KIND_LABELS, type DeskCaseDetail, type deskCaseFactsSchema } from '@keepsake/shared/contract';

type Facts = z.output<typeof deskCaseFactsSchema>;
const shown = (value: string | null | undefined) => (value ? value : 'none');

/** The facts an edit changed, each as a history row's sentence with its value before and after (issue 36). */
export function factChanges(before: DeskCaseDetail, after: Facts): { summary: string; before: string; after: string }[] {
  const pairs: [string, string | null, string | null][] = [
    ['name', before.fullName, after.fullName],
    ['date of birth', before.birthDate, after.birthDate || null],
    ['date of death', before.deathDate, after.deathDate || null],
    ['location', before.locationId, after.locationId || null],
    ['kind of case', CASE_KIND_LABELS[before.kind], CASE_KIND_LABELS[after.kind]],
  ];
  return pairs
    .filter(([, was, now]) => (was ?? '') !== (now ?? ''))
    .map(([what, was, now]) => ({ summary: `Changed the ${what}`, before: shown(was), after: shown(now) }));
}
