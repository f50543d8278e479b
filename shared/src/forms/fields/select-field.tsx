import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTheme } from '@keepsake/shared/theme';
import { LabelledField, useLabelledControl } from './field-parts';
import { controlStyles } from '@keepsake/shared/ui';

export interface FieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly FieldOption[];
  // The first, empty choice; shown unless a value must always be chosen up front.
  placeholder?: string | false;
}

export function SelectField({ name, label, hint, options, placeholder = 'Select…', required, ...props }: SelectFieldProps) {
  const theme = useTheme();
  const { ids, error, controlProps } = useLabelledControl(name, { hint: Boolean(hint), required });
  const { register } = useFormContext();
  return (
    <LabelledField ids={ids} label={label} hint={hint} required={required} error={error}>
      <select {...props} {...controlProps} css={controlStyles(theme)} {...register(name)}>
        {placeholder === false ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
