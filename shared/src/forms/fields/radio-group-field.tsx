import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { useFormContext } from 'react-hook-form';
import { useTheme } from '@keepsake/shared/theme';
import { describedBy, useFieldIds } from '../form-id-context';
import { FieldError, FieldHint, RequiredMark, useFieldError } from './field-parts';
import { labelStyles } from '@keepsake/shared/ui';
import { choiceStyles, fieldStyles } from './field-styles';
import type { FieldOption } from './select-field';

export interface RadioOption extends FieldOption {
  // A sentence under the label, e.g. what "at-need" means.
  description?: ReactNode;
}

export interface RadioGroupFieldProps {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly RadioOption[];
  required?: boolean;
}

// A fieldset with a legend, so the question is read with every choice; each radio points at the
// hint and the error, since a fieldset cannot carry aria-invalid.
export function RadioGroupField({ name, legend, hint, options, required }: RadioGroupFieldProps) {
  const theme = useTheme();
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  const { register } = useFormContext();
  const describedByIds = describedBy(ids, { hint: Boolean(hint), error: Boolean(error) });
  return (
    <fieldset css={[fieldStyles(theme), css({ border: 0, padding: 0 })]}>
      <legend css={[labelStyles(theme), css({ padding: 0, marginBottom: theme.space.xs })]}>
        {legend}
        <RequiredMark required={required} />
      </legend>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <div>
        {options.map((option, index) => {
          const optionId = index === 0 ? ids.input : `${ids.input}-${index}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <label key={option.value} htmlFor={optionId} css={choiceStyles(theme)}>
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-invalid is global in ARIA 1.2 and announced on a radio; the message is in aria-describedby too */}
              <input
                type="radio"
                id={optionId}
                value={option.value}
                aria-invalid={error ? true : undefined}
                aria-describedby={[descriptionId, describedByIds].filter(Boolean).join(' ') || undefined}
                {...register(name)}
              />
              <span>
                <span css={css({ fontWeight: 600 })}>{option.label}</span>
                {option.description ? (
                  <span id={descriptionId} css={css({ display: 'block', color: theme.colors.palette.neutral.onPage })}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
