import type { ReactNode } from 'react';
import { useTheme } from '@keepsake/shared/theme';

// One look for the wall's settings: a 24 px control and a 44 px row (WCAG 2.2 target size) beside its text.
const control = { width: 24, height: 24, margin: 0 };

/** A group of the wall's settings under its legend; disabled as a whole for a helper. */
export function SettingFieldset({ legend, disabled, children }: { legend: string; disabled: boolean; children: ReactNode }) {
  const theme = useTheme();
  return (
    <fieldset disabled={disabled} css={{ border: 0, padding: 0, margin: 0 }}>
      <legend css={{ fontWeight: 600, marginBottom: theme.space.xs }}>{legend}</legend>
      {children}
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
  value,
  options,
  disabled,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: { value: V; label: string }[];
  disabled: boolean;
  onChange: (value: V) => void;
}) {
  return (
    <SettingFieldset legend={legend} disabled={disabled}>
      {options.map((option) => (
        <SettingRow key={option.value}>
          <input type="radio" name={name} css={control} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </SettingRow>
      ))}
    </SettingFieldset>
  );
}

/** A yes-or-no setting. */
export function SettingCheckbox({ name, checked, label, onChange }: { name: string; checked: boolean; label: string; onChange: (checked: boolean) => void }) {
  return (
    <SettingRow>
      <input type="checkbox" name={name} css={control} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </SettingRow>
  );
}
