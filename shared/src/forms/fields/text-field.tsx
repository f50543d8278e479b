import type { InputHTMLAttributes, ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTheme } from '@keepsake/shared/theme';
import { describedBy, useFieldIds } from '../form-id-context';
import { applyMask, maskInputMode } from '../mask';
import { FieldError, FieldHint, RequiredMark, useFieldError } from './field-parts';
import { controlStyles, fieldStyles, labelStyles } from './field-styles';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  // SPEC §5 mask: `#` digit, `@` letter, `*` alphanumeric; other characters are typed for the person.
  mask?: string;
}

export function TextField({ name, label, hint, mask, required, type = 'text', ...inputProps }: TextFieldProps) {
  const theme = useTheme();
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  const { register, control } = useFormContext();
  const aria = {
    id: ids.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, { hint: Boolean(hint), error: Boolean(error) }),
    'aria-required': required || undefined,
    css: controlStyles(theme),
  } as const;

  return (
    <div css={fieldStyles(theme)}>
      <label htmlFor={ids.input} css={labelStyles(theme)}>
        {label}
        <RequiredMark required={required} />
      </label>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
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
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
