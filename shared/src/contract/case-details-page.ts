import { z } from 'zod';
import { caseDetailGroups, type CaseDetailGroup } from './family';

// Issue 24 §6: the add-details page saves with ONE button. The groups the family changed travel together
// and are saved together (all or nothing), so one Save never leaves half a page written.
const changedGroups = z
  .object(
    Object.fromEntries(Object.entries(caseDetailGroups).map(([group, schema]) => [group, schema.optional()])) as {
      [G in CaseDetailGroup]: z.ZodOptional<(typeof caseDetailGroups)[G]>;
    },
  )
  .strict()
  .refine((groups) => Object.values(groups).some((values) => values !== undefined), { message: 'Change at least one detail before saving.' });

export const caseDetailsPageBodySchema = z.object({ groups: changedGroups }).strict();
export type CaseDetailsPageBody = z.input<typeof caseDetailsPageBodySchema>;

// The whole page as a form: every group, every field (the API's answer fills what is not saved yet).
export const caseDetailsFormSchema = z.object(caseDetailGroups);
export type CaseDetailsForm = z.input<typeof caseDetailsFormSchema>;
