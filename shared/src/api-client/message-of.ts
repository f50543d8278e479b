import { ApiError } from './api-error';

/** The words a page shows when the API sent none of its own. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * What a failed call says to the person: the API's own message when it sent one (a refusal it explains, such as
 * "This link has expired"), else the page's fallback. The one way to pick it (issue 38.3): not
 * `error instanceof ApiError && error.body ? error.body.message : …` in every form.
 */
export function messageOf(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}

/** The HTTP status of a failed call, or undefined when it is no API answer (the network, a bug). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The API's per-field messages of a failed call (none when it is no API answer). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}
