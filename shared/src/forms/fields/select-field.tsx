import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTheme } from '@keepsake/shared/theme';
import { describedBy, useFieldIds } from '../form-id-context';
import { FieldError, FieldHint, RequiredMark, useFieldError } from './field-parts';
import { controlStyles, fieldStyles, labelStyles } from './field-styles';

export interface FieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly FieldOption[];
  // The first, empty choice; shown unless a value must always be chosen up front.
  placeholder?: string | false;
}

export function SelectField({ name, label, hint, options, placeholder = 'Select…', required, ...props }: SelectFieldProps) {
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
      <select
        {...props}
        id={ids.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) })}
        aria-required={required || undefined}
        css={controlStyles(theme)}
        {...register(name)}
      >
        {placeholder === false ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
