import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '@keepsake/shared/api-client';

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
