import type { z } from 'zod';
import { issueMessage } from '@keepsake/shared/messages';

export { GENERIC_MESSAGE, issueMessage } from '@keepsake/shared/messages';

// A message written into the schema (`.refine(…, 'Dates must…')`) still wins: zod only asks the map
// for issues that carry none.
export const formErrorMap: z.ZodErrorMap = (issue) => ({ message: issueMessage(issue) });
