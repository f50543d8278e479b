import { createContext, useContext } from 'react';

// Field ids derive from the form's id and the field name, so an error summary can link to a field
// without the field telling anyone its id.
export const FormIdContext = createContext('form');

export function fieldIdFor(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^\w-]/g, '-')}`;
}

export interface FieldIds {
  input: string;
  hint: string;
  error: string;
}

export function useFieldIds(name: string): FieldIds {
  const input = fieldIdFor(useContext(FormIdContext), name);
  return { input, hint: `${input}-hint`, error: `${input}-error` };
}

// aria-describedby: the hint, then the error, only those that are shown.
export function describedBy(ids: FieldIds, { hint, error }: { hint: boolean; error: boolean }): string | undefined {
  const parts = [hint && ids.hint, error && ids.error].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
