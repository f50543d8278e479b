import type { z } from 'zod';

// SPEC §5's default form messages and §8's status labels, in one place: the forms layer and the API client
// show them and the API answers with them, so a message from the server reads like one the form showed.
// Its own subpath, free of zod at runtime: the API client is on every page's critical path.
export const GENERIC_MESSAGE = 'Invalid value';

export function issueMessage(issue: z.ZodIssueOptionalMessage): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.received === 'undefined' || issue.received === 'null' ? 'This field is required' : `Expected ${issue.expected}`;
    case 'invalid_string':
      if (issue.validation === 'email') return 'Please enter a valid email address';
      if (issue.validation === 'url') return 'Please enter a valid URL';
      if (issue.validation === 'regex') return 'Please enter a valid format';
      return 'Invalid string';
    case 'too_small':
      // An empty text box is "missing" to the person filling the form, not "too short".
      if (issue.type === 'string' && Number(issue.minimum) === 1) return 'This field is required';
      if (issue.type === 'string') return `Must be at least ${issue.minimum} characters`;
      if (issue.type === 'number' || issue.type === 'bigint') return `Must be at least ${issue.minimum}`;
      if (issue.type === 'array' || issue.type === 'set') return `Must have at least ${issue.minimum} items`;
      return GENERIC_MESSAGE;
    case 'too_big':
      if (issue.type === 'string') return `Cannot exceed ${issue.maximum} characters`;
      if (issue.type === 'number' || issue.type === 'bigint') return `Cannot exceed ${issue.maximum}`;
      if (issue.type === 'array' || issue.type === 'set') return `Cannot have more than ${issue.maximum} items`;
      return GENERIC_MESSAGE;
    case 'invalid_enum_value':
      return `Invalid option selected. Valid options are: ${issue.options.join(', ')}`;
    case 'custom':
      // A rule of our own with its own words (a date in the future) says them.
      return issue.message ?? GENERIC_MESSAGE;
    default:
      return GENERIC_MESSAGE;
  }
}

// SPEC §8: the labels every failed call carries. A call may add or override labels with its own.
export const STATUS_LABELS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};
