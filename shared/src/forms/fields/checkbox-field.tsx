import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { useFormContext } from 'react-hook-form';
import { useTheme } from '@keepsake/shared/theme';
import { describedBy, useFieldIds } from '../form-id-context';
import { FieldError, FieldHint, useFieldError } from './field-parts';
import { choiceStyles, fieldStyles } from './field-styles';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

export function CheckboxField({ name, label, hint }: CheckboxFieldProps) {
  const theme = useTheme();
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  const { register } = useFormContext();
  return (
    <div css={fieldStyles(theme)}>
      <label htmlFor={ids.input} css={choiceStyles(theme)}>
        <input
          type="checkbox"
          id={ids.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) })}
          {...register(name)}
        />
        <span css={css({ fontWeight: 600 })}>{label}</span>
      </label>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
