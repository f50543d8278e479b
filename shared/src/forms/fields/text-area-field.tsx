import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { useFormContext } from 'react-hook-form';
import { useTheme } from '@keepsake/shared/theme';
import { describedBy, useFieldIds } from '../form-id-context';
import { FieldError, FieldHint, RequiredMark, useFieldError } from './field-parts';
import { controlStyles, fieldStyles, labelStyles } from './field-styles';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

export function TextAreaField({ name, label, hint, required, rows = 5, ...props }: TextAreaFieldProps) {
  const theme = useTheme();
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  const { register } = useFormContext();
  return (
    <div css={fieldStyles(theme)}>
      <label htmlFor={ids.input} css={labelStyles(theme)}>
        {label}
        <RequiredMark required={required} />
      </label>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <textarea
        rows={rows}
        {...props}
        id={ids.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) })}
        aria-required={required || undefined}
        css={[controlStyles(theme), css({ resize: 'vertical', lineHeight: 1.5 })]}
        {...register(name)}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
