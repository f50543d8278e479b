import type { z } from 'zod';
import { issueMessage } from '@keepsake/shared/contract';

export { GENERIC_MESSAGE, issueMessage } from '@keepsake/shared/contract';

// A message written into the schema (`.refine(…, 'Dates must…')`) still wins: zod only asks the map
// for issues that carry none.
export const formErrorMap: z.ZodErrorMap = (issue) => ({ message: issueMessage(issue) });
