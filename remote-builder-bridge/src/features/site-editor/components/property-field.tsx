import { useEffect, useId, useState } from 'react';
import type { Module } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';
import { choiceStyles, controlStyles, FieldError, fieldStyles, labelStyles } from '@keepsake/shared/ui';
import { check, labelOf, type Field } from '../state/editable-fields';

/**
 * One plain value of a module, drawn like the shared form fields. Not a react-hook-form field: every
 * keystroke is checked against the module contract and, when valid, enters the draft (and the frame) at once.
 */
export function PropertyField({ module, field, onChange }: { module: Module; field: Field; onChange: (key: string, value: unknown) => void }) {
  const theme = useTheme();
  const id = useId();
  const current = (module as Record<string, unknown>)[field.key];
  const shown = current === undefined || current === null ? '' : String(current);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  // Undo, redo or an edit in the frame change the value under us.
  useEffect(() => {
    setText(shown);
    setError(null);
  }, [shown, module.id]);

  if (field.kind === 'boolean') {
    return (
      <label css={choiceStyles(theme)}>
        <input type="checkbox" checked={current === true} onChange={(event) => onChange(field.key, event.target.checked)} />
        <span>{labelOf(field.key)}</span>
      </label>
    );
  }

  const commit = (raw: string) => {
    setText(raw);
    const value =
      raw === '' && field.optional ? undefined : field.kind === 'number' || (field.kind === 'choice' && typeof current === 'number') ? Number(raw) : raw;
    const checked = check(module, field.key, raw === '' && !field.optional && field.kind !== 'text' ? undefined : value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    onChange(field.key, checked.value);
  };
  const errorId = `${id}-error`;
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    css: controlStyles(theme),
  } as const;
  return (
    <div css={[fieldStyles(theme), { margin: 0 }]}>
      <label htmlFor={id} css={labelStyles(theme)}>
        {labelOf(field.key)}
        {'optional' in field && field.optional ? <span css={{ fontWeight: 400, color: theme.colors.palette.neutral.onPage }}> (optional)</span> : null}
      </label>
      {field.kind === 'choice' ? (
        <select {...control} value={text} onChange={(event) => commit(event.target.value)}>
          {field.optional ? <option value="">None</option> : null}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'number' ? (
        <input {...control} type="number" value={text} onChange={(event) => commit(event.target.value)} />
      ) : field.key === 'text' && module.type !== 'headline' ? (
        <textarea {...control} rows={3} value={text} onChange={(event) => commit(event.target.value)} />
      ) : (
        <input {...control} type="text" value={text} onChange={(event) => commit(event.target.value)} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
