import { useEffect, useId, useState } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { controlStyles, FieldError, fieldStyles, labelStyles } from '@keepsake/shared/ui';
import { pathKey, type Path } from '../../state/schema-walk';
import { useFieldEnv } from './field-env';

export type TextKind = 'text' | 'multiline' | 'number' | 'choice';

/**
 * One plain value (text, number or a choice), drawn like the shared form fields. Not a react-hook-form
 * field: every keystroke is checked against the module contract and, when valid, enters the draft (and the
 * frame) at once; an invalid value stays in the box with its message under it.
 */
export function TextField({
  path,
  label,
  value,
  kind,
  optional,
  options = [],
  empty,
}: {
  path: Path;
  label: string;
  value: unknown;
  kind: TextKind;
  optional: boolean;
  options?: { value: string; label: string }[];
  /** What an emptied optional box sets: nothing (undefined), or null where the contract says nullable. */
  empty?: null;
}) {
  const theme = useTheme();
  const env = useFieldEnv();
  const id = useId();
  const shown = value === undefined || value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  // Undo, redo or an edit in the frame change the value under us.
  useEffect(() => setText(shown), [shown]);
  const error = env.errorAt(path);

  const commit = (raw: string) => {
    setText(raw);
    if (raw === '' && optional) return env.set(path, empty);
    const numeric = kind === 'number' || (kind === 'choice' && typeof value === 'number');
    env.set(path, numeric ? (raw === '' ? Number.NaN : Number(raw)) : raw);
  };
  const errorId = `${id}-error`;
  const control = {
    id,
    name: pathKey(path),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    css: controlStyles(theme),
  } as const;
  return (
    <div css={[fieldStyles(theme), { margin: 0 }]}>
      <label htmlFor={id} css={labelStyles(theme)}>
        {label}
        {optional ? <span css={{ fontWeight: 400, color: theme.colors.palette.neutral.onPage }}> (optional)</span> : null}
      </label>
      {kind === 'choice' ? (
        <select {...control} value={text} onChange={(event) => commit(event.target.value)}>
          {optional ? <option value="">None</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : kind === 'number' ? (
        <input {...control} type="number" value={text} onChange={(event) => commit(event.target.value)} />
      ) : kind === 'multiline' ? (
        <textarea {...control} rows={3} value={text} onChange={(event) => commit(event.target.value)} />
      ) : (
        <input {...control} type="text" value={text} onChange={(event) => commit(event.target.value)} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
