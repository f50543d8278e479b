import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';

/**
 * Shows the API's per-field messages (SPEC §5 wording, dotted keys) on the matching fields, so a
 * server-side rejection lands where the person can fix it. Returns the messages that matched no
 * field on this form, for a summary or a toast; an error without field messages returns none.
 */
export function applyApiFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, knownFields?: readonly string[]): string[] {
  return applyFieldErrors(fieldErrorsOf(error), setError, knownFields);
}

/** The same for per-field messages a form has already renamed to its own fields (a page whose names differ from the API's). */
export function applyFieldErrors<T extends FieldValues>(
  fieldErrors: Record<string, string>,
  setError: UseFormSetError<T>,
  knownFields?: readonly string[],
): string[] {
  const unmatched: string[] = [];
  let first = true;
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (knownFields && !knownFields.includes(field)) {
      unmatched.push(message);
      continue;
    }
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return unmatched;
}

/**
 * After a failed write, the one way a form shows it: the API's per-field messages on their fields (the first one
 * focused, what was typed kept), and returns the words for the form's alert: a field message this form has no field
 * for, else the call's own message (or `fallback`), or null when the fields already say everything.
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
  fallback?: string,
): string | null {
  const unmatched = applyApiFieldErrors(error, setError, knownFields);
  if (unmatched[0]) return unmatched[0];
  return Object.keys(fieldErrorsOf(error)).length > 0 ? null : messageOf(error, fallback);
}
