import { useId, type ReactNode } from 'react';
import { useFormContext } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
import { FieldError } from '@keepsake/shared/ui';

// One look for the wall's settings: a 24 px control and a 44 px row (WCAG 2.2 target size) beside its text. The
// controls are the form's own (react-hook-form, inside <Form>), so what is picked is what the form sends.
const control = { width: 24, height: 24, margin: 0 };

/** A group of the wall's settings under its legend; disabled as a whole for a helper. `name`: the field whose API message it shows. */
export function SettingFieldset({ legend, name, disabled, children }: { legend: string; name: string; disabled: boolean; children: ReactNode }) {
  const theme = useTheme();
  const errorId = useId();
  const { getFieldState, formState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  return (
    <fieldset disabled={disabled} aria-describedby={message ? errorId : undefined} css={{ border: 0, padding: 0, margin: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: theme.space.xs }}>{legend}</legend>
      {children}
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}

/** A label row holding its control. */
export function SettingRow({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return <label css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center', minHeight: 44 }}>{children}</label>;
}

/** One choice of several (the radios of one setting). */
export function SettingChoices<V extends string>({
  legend,
  name,
  options,
  disabled,
}: {
  legend: string;
  name: string;
  options: { value: V; label: string }[];
  disabled: boolean;
}) {
  const { register } = useFormContext();
  return (
    <SettingFieldset legend={legend} name={name} disabled={disabled}>
      {options.map((option) => (
        <SettingRow key={option.value}>
          <input type="radio" value={option.value} css={control} {...register(name)} />
          {option.label}
        </SettingRow>
      ))}
    </SettingFieldset>
  );
}

/** A yes-or-no setting. */
export function SettingCheckbox({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <SettingRow>
      <input type="checkbox" css={control} {...register(name)} />
      {label}
    </SettingRow>
  );
}
