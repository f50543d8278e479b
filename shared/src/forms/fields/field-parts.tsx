import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTheme } from '@keepsake/shared/theme';
import { FieldError, labelStyles } from '@keepsake/shared/ui';
import { describedBy, useFieldIds, type FieldIds } from '../form-id-context';
import { fieldStyles, hintStyles, requiredMarkStyles } from './field-styles';

export { FieldError };

// The message of a field's error, nested names included ("address.city").
export function useFieldError(name: string): string | undefined {
  const { getFieldState, control } = useFormContext();
  const formState = useFormState({ control, name });
  const message = getFieldState(name, formState).error?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export function RequiredMark({ required }: { required: boolean | undefined }) {
  const theme = useTheme();
  return required ? <span css={requiredMarkStyles(theme)}>(required)</span> : null;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <p id={id} css={hintStyles(theme)}>
      {children}
    </p>
  );
}

/** The ids, the error and the attributes that tie a control to its label, hint and error message. */
export function useLabelledControl(name: string, { hint, required }: { hint: boolean; required: boolean | undefined }) {
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  const controlProps = {
    id: ids.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, { hint, error: Boolean(error) }),
    'aria-required': required || undefined,
  } as const;
  return { ids, error, controlProps };
}

interface LabelledFieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  required: boolean | undefined;
  error: string | undefined;
  children: ReactNode;
}

/** Label, hint, the control, then its error: the one layout of every single-control field. */
export function LabelledField({ ids, label, hint, required, error, children }: LabelledFieldProps) {
  const theme = useTheme();
  return (
    <div css={fieldStyles(theme)}>
      <label htmlFor={ids.input} css={labelStyles(theme)}>
        {label}
        <RequiredMark required={required} />
      </label>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {children}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
