import { useEffect, useId, useState } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { controlStyles, FieldError, fieldStyles, hintStyles, labelStyles } from '@keepsake/shared/ui';
import { pathKey, type Path } from '../../state/schema-walk';
import { useFieldEnv } from './field-env';

const ELSEWHERE = '';

/**
 * Where a link goes: one of the site's pages from a list, or an address elsewhere (https, mailto: or tel:),
 * which the module contract checks (never javascript: or data:). An empty optional link removes it.
 */
export function LinkField({ path, label, value, optional }: { path: Path; label: string; value: string | undefined; optional: boolean }) {
  const theme = useTheme();
  const env = useFieldEnv();
  const id = useId();
  const current = value ?? '';
  const isPage = env.pages.some((page) => page.path === current);
  const [address, setAddress] = useState(isPage ? '' : current);
  const [mode, setMode] = useState(isPage ? current : ELSEWHERE);
  useEffect(() => {
    const page = env.pages.some((p) => p.path === current);
    setMode(page ? current : ELSEWHERE);
    if (!page) setAddress(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of the value resets the boxes
  }, [current]);
  const error = env.errorAt(path);
  const errorId = `${id}-error`;

  const choose = (next: string) => {
    setMode(next);
    // Another address starts from an empty box; the draft keeps the page until one is typed.
    if (next !== ELSEWHERE) env.set(path, next);
    else setAddress('');
  };
  const type = (next: string) => {
    setAddress(next);
    env.set(path, next === '' && optional ? undefined : next);
  };
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space.xxs }}>
      <legend css={labelStyles(theme)}>{label}</legend>
      <div css={[fieldStyles(theme), { margin: 0 }]}>
        <label htmlFor={`${id}-page`} css={[labelStyles(theme), { fontWeight: 400 }]}>
          Page
        </label>
        <select id={`${id}-page`} name={`${pathKey(path)}.page`} css={controlStyles(theme)} value={mode} onChange={(event) => choose(event.target.value)}>
          {env.pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.title} ({page.path})
            </option>
          ))}
          <option value={ELSEWHERE}>Another website, email or phone…</option>
        </select>
      </div>
      {mode === ELSEWHERE ? (
        <div css={[fieldStyles(theme), { margin: 0 }]}>
          <label htmlFor={id} css={[labelStyles(theme), { fontWeight: 400 }]}>
            Address{optional ? ' (optional)' : ''}
          </label>
          <input
            id={id}
            name={pathKey(path)}
            type="text"
            inputMode="url"
            css={controlStyles(theme)}
            value={address}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
            onChange={(event) => type(event.target.value)}
          />
          <p id={`${id}-hint`} css={hintStyles(theme)}>
            Starts with https://, mailto: or tel:
          </p>
          <FieldError id={errorId} message={error} />
        </div>
      ) : null}
    </fieldset>
  );
}
