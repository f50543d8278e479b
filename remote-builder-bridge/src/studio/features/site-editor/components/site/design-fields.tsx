import { useEffect, useId, useState } from 'react';
import type { Design } from '@keepsake/shared/contract/website';
import { useTheme } from '@keepsake/shared/theme';
import { controlStyles, FieldError, fieldStyles, labelStyles } from '@keepsake/shared/ui';
import { contrastWarnings } from '../../state/contrast-warnings';
import { useFieldEnv } from '../fields/field-env';
import { TextField } from '../fields/text-field';

const COLOURS: { key: keyof Design; label: string }[] = [
  { key: 'colorPrimary', label: 'Primary colour' },
  { key: 'colorText', label: 'Text colour' },
  { key: 'colorBackground', label: 'Background colour' },
  { key: 'colorAccent', label: 'Accent colour' },
];
const CORNERS = ['Square', 'Rounded', 'Soft Square'].map((value) => ({ value, label: value }));

/** One colour: a colour picker and its hex code, both editing the same value. */
function ColourField({ name, label, value }: { name: keyof Design; label: string; value: string }) {
  const theme = useTheme();
  const env = useFieldEnv();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const path = ['design', name];
  const error = env.errorAt(path);
  const commit = (next: string) => {
    setText(next);
    env.set(path, next);
  };
  return (
    <div css={[fieldStyles(theme), { margin: 0 }]}>
      <label htmlFor={id} css={labelStyles(theme)}>
        {label}
      </label>
      <div css={{ display: 'flex', gap: theme.space.xs, alignItems: 'center' }}>
        <input
          type="color"
          aria-label={`${label}, picker`}
          value={/^#[0-9a-fA-F]{6}$/.test(text) ? text : value}
          onChange={(event) => commit(event.target.value)}
        />
        <input
          id={id}
          name={`design.${name}`}
          type="text"
          css={controlStyles(theme)}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => commit(event.target.value)}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** SPEC §3's design settings, with a warning wherever the colours fall below WCAG AA contrast. */
export function DesignFields({ design }: { design: Design }) {
  const theme = useTheme();
  const warnings = contrastWarnings(design);
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.sm }}>
      <legend css={{ fontWeight: 600, marginBottom: theme.space.xxs }}>Design</legend>
      {COLOURS.map((colour) => (
        <ColourField key={colour.key} name={colour.key} label={colour.label} value={design[colour.key]} />
      ))}
      <div role="status">
        {warnings.map((warning) => (
          <p key={warning.key} css={{ margin: `0 0 ${theme.space.xs}`, color: theme.colors.palette.error.onPage, fontWeight: 600 }}>
            {warning.text}
          </p>
        ))}
      </div>
      <TextField path={['design', 'fontHeading']} label="Heading font" value={design.fontHeading} kind="text" optional={false} />
      <TextField path={['design', 'fontBody']} label="Body font" value={design.fontBody} kind="text" optional={false} />
      <TextField path={['design', 'buttonCorners']} label="Button corners" value={design.buttonCorners} kind="choice" optional={false} options={CORNERS} />
      <TextField
        path={['design', 'secondaryButtonCorners']}
        label="Secondary button corners"
        value={design.secondaryButtonCorners}
        kind="choice"
        optional={false}
        options={CORNERS}
      />
    </fieldset>
  );
}
