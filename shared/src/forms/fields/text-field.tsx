import type { InputHTMLAttributes, ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTheme } from '@keepsake/shared/theme';
import { applyMask, maskInputMode } from '../mask';
import { LabelledField, useLabelledControl } from './field-parts';
import { controlStyles } from '@keepsake/shared/ui';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  // SPEC §5 mask: `#` digit, `@` letter, `*` alphanumeric; other characters are typed for the person.
  mask?: string;
}

export function TextField({ name, label, hint, mask, required, type = 'text', ...inputProps }: TextFieldProps) {
  const theme = useTheme();
  const { ids, error, controlProps } = useLabelledControl(name, { hint: Boolean(hint), required });
  const { register, control } = useFormContext();
  const aria = { ...controlProps, css: controlStyles(theme) };

  return (
    <LabelledField ids={ids} label={label} hint={hint} required={required} error={error}>
      {mask ? (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <input
              type={type}
              inputMode={maskInputMode(mask)}
              maxLength={mask.length}
              placeholder={mask.replace(/[#@*]/g, '_')}
              {...inputProps}
              {...aria}
              ref={field.ref}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(applyMask(event.target.value, mask))}
            />
          )}
        />
      ) : (
        <input type={type} {...inputProps} {...aria} {...register(name)} />
      )}
    </LabelledField>
  );
}
