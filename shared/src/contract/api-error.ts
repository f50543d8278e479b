import { z } from 'zod';

// Every 4xx/5xx the API sends: a message a person can read, plus per-field messages for bad input.
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
