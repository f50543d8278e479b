import type { z } from 'zod';
import { badRequest } from './http-error';

// SPEC §5's default form messages, so a field error from the API reads like one from the form.
export function issueMessage(issue: z.ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' || issue.received === 'null'
        ? 'This field is required'
        : `Expected ${issue.expected}`;
    case 'invalid_string':
      if (issue.validation === 'email') return 'Please enter a valid email address';
      if (issue.validation === 'url') return 'Please enter a valid URL';
      if (issue.validation === 'regex') return 'Please enter a valid format';
      return 'Invalid string';
    case 'too_small':
      // An empty required text field is "missing" to the person filling the form.
      if (issue.type === 'string' && Number(issue.minimum) === 1) return 'This field is required';
      if (issue.type === 'string') return `Must be at least ${issue.minimum} characters`;
      if (issue.type === 'number' || issue.type === 'bigint') return `Must be at least ${issue.minimum}`;
      if (issue.type === 'array' || issue.type === 'set') return `Must have at least ${issue.minimum} items`;
      return 'Invalid value';
    case 'too_big':
      if (issue.type === 'string') return `Cannot exceed ${issue.maximum} characters`;
      if (issue.type === 'number' || issue.type === 'bigint') return `Cannot exceed ${issue.maximum}`;
      if (issue.type === 'array' || issue.type === 'set') return `Cannot have more than ${issue.maximum} items`;
      return 'Invalid value';
    case 'invalid_enum_value':
      return `Invalid option selected. Valid options are: ${issue.options.join(', ')}`;
    default:
      return 'Invalid value';
  }
}

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
