import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { useFormContext } from 'react-hook-form';
import { useTheme } from '@keepsake/shared/theme';
import { LabelledField, useLabelledControl } from './field-parts';
import { controlStyles } from '@keepsake/shared/ui';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

export function TextAreaField({ name, label, hint, required, rows = 5, ...props }: TextAreaFieldProps) {
  const theme = useTheme();
  const { ids, error, controlProps } = useLabelledControl(name, { hint: Boolean(hint), required });
  const { register } = useFormContext();
  return (
    <LabelledField ids={ids} label={label} hint={hint} required={required} error={error}>
      <textarea rows={rows} {...props} {...controlProps} css={[controlStyles(theme), css({ resize: 'vertical', lineHeight: 1.5 })]} {...register(name)} />
    </LabelledField>
  );
}
