import { z } from 'zod';
import { plainTextSchema } from './schema-helpers';

// The deceased's name in parts (issue 36.5): first, middle, last and suffix, kept on the case beside the
// composed full name every page shows (which is always joinNameParts of the parts). Where only a full name is
// given (the family's details, a plan, an API client), splitFullName reads the parts from it, as migration
// 993 did for the cases that existed; staff correct the parts on the case (a two-word last name).

const part = (max: number) => plainTextSchema.pipe(z.string().trim().max(max)).default('');
export const namePartsSchema = z.object({ firstName: part(60), middleName: part(60), lastName: part(60), suffix: part(20) });
export type NameParts = z.output<typeof namePartsSchema>;
export const NAME_PART_FIELDS = ['firstName', 'middleName', 'lastName', 'suffix'] as const;

// A last word read as a suffix (the migration's list too: keep the two in step).
const SUFFIX = /^(jr\.?|sr\.?|ii|iii|iv|v)$/i;

/** "Rosa Inés Morales" → first Rosa, middle Inés, last Morales; "John Paul Smith, Jr." → suffix "Jr.". */
export function splitFullName(fullName: string): NameParts {
  const words = fullName.replace(/,/g, ' ').trim().split(/\s+/).filter(Boolean);
  const suffix = words.length > 2 && SUFFIX.test(words.at(-1)!) ? words.pop()! : '';
  const firstName = words.shift() ?? '';
  const lastName = words.pop() ?? '';
  return { firstName, middleName: words.join(' '), lastName, suffix };
}

/** The name as every page writes it: "John Paul Smith Jr.". */
export function joinNameParts(parts: Partial<NameParts>): string {
  return [parts.firstName, parts.middleName, parts.lastName, parts.suffix]
    .map((value) => value?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
