import type { z } from 'zod';
import { issueMessage } from '@keepsake/shared/messages';
import { badRequest, notFound } from './http-error';

// SPEC §5's messages come from the contract, so a field error from the API reads like one from the form.
export { issueMessage };

// Field key → first message for that field. Root-level issues (e.g. a body that is not an object)
// have no field and are reported in the message instead.
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (key && !(key in fieldErrors)) fieldErrors[key] = issueMessage(issue);
  }
  return fieldErrors;
}

// The one way routes read a body, query or params: parse with the contract's schema or answer 400.
export function validate<S extends z.ZodTypeAny>(schema: S, value: unknown, what = 'request'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const fields = Object.keys(fieldErrors);
  const rootIssue = result.error.issues.find((issue) => issue.path.length === 0);
  const message =
    fields.length > 0
      ? `Please check the ${what}: ${fields.map((field) => `${field} (${fieldErrors[field]})`).join(', ')}.`
      : `The ${what} is not valid: ${rootIssue ? issueMessage(rootIssue) : 'Invalid value'}.`;
  throw badRequest(message, fields.length > 0 ? fieldErrors : undefined);
}

// Path parameters name a resource: one that cannot exist (`/obituaries/0x1`, an id past PostgreSQL's
// integer) is not found, as SPEC §2 asks, rather than a bad request.
export function validateParams<S extends z.ZodTypeAny>(schema: S, value: unknown, what = 'address'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw notFound(`Nothing exists at this ${what}.`);
}
