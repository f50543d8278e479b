import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '@keepsake/shared/api-client';
import { applyApiFieldErrors, type FieldValues, type UseFormReturn } from '@keepsake/shared/forms';

/** Every field's dotted name (`lines.0.quantity`), as the API names them in its field errors. */
export function fieldNames(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, entry]) => fieldNames(entry, prefix ? `${prefix}.${key}` : key));
}

/**
 * A refused save, said where it can be fixed: the API's field messages on their fields (the typing kept),
 * anything else (another field's message, a conflict, a failure) in the form's alert.
 */
export function useSubmitAlert<T extends FieldValues, R extends FieldValues>(form: UseFormReturn<T, unknown, R>, fallback: string) {
  const [alert, setAlert] = useState<string | null>(null);
  const fail = (error: unknown) => {
    const unmatched = applyApiFieldErrors(error, form.setError, fieldNames(form.getValues()));
    if (Object.keys(fieldErrorsOf(error)).length === 0 || unmatched.length > 0) {
      setAlert([messageOf(error, fallback), ...unmatched].join(' '));
    }
  };
  return { alert, clear: () => setAlert(null), fail };
}
