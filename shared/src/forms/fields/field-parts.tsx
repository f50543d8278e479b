import type { ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTheme } from '@keepsake/shared/theme';
import { ExclamationIcon, visuallyHidden } from '@keepsake/shared/ui';
import { errorStyles, hintStyles, requiredMarkStyles } from './field-styles';

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

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const theme = useTheme();
  if (!message) return null;
  return (
    <p id={id} css={errorStyles(theme)}>
      <ExclamationIcon />
      <span>
        <span css={visuallyHidden}>Error: </span>
        {message}
      </span>
    </p>
  );
}
