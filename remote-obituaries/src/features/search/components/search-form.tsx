import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageQuery } from '@keepsake/shared/query';
import type { ObituarySearchQuery } from '@keepsake/shared/contract/obituary';
import { useTheme } from '@keepsake/shared/theme';
import { OBITUARY_SEARCH } from '@keepsake/shared/rules';
import { buttonStyles, controlStyles, labelStyles } from '@keepsake/shared/ui';
import { yearsQuery } from '../api/get-years';
import { isReversedRange, REVERSED_RANGE_MESSAGE, searchHref } from '../search-query';

/** Name, year, and an optional date range; submitting puts the search in the address. */
export function SearchForm({ query }: { query: ObituarySearchQuery }) {
  const theme = useTheme();
  const navigate = useNavigate();
  const id = useId();
  // Only years that can find someone (from the API); until they arrive, the year searched is kept.
  const years = usePageQuery(yearsQuery())?.years;
  const [year, setYear] = useState(query.year ? String(query.year) : '');
  const yearOptions = years ?? (query.year ? [query.year] : []);
  const hasRange = Boolean(query.from || query.to);
  const [rangeError, setRangeError] = useState(isReversedRange(query));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? '').trim() || undefined;
    const year = text('year');
    if (isReversedRange({ from: text('from'), to: text('to') })) {
      setRangeError(true);
      document.getElementById(`${id}-to`)?.focus();
      return;
    }
    setRangeError(false);
    navigate(searchHref({ name: text('name'), year: year ? Number(year) : undefined, from: text('from'), to: text('to') }, 1));
  };

  const field = [controlStyles(theme), { display: 'block', boxSizing: 'border-box' as const }];
  const label = [labelStyles(theme), { display: 'block', marginBottom: '0.35rem' }];

  return (
    <form
      role="search"
      aria-label="Search obituaries"
      // Without JavaScript (a server-rendered page, ADR 044) the browser sends the same search in the address.
      action="/obituaries"
      method="get"
      onSubmit={submit}
      css={{
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.lg,
        marginBottom: theme.space.xl,
        borderRadius: theme.radii.card,
        background: theme.colors.secondary,
        [theme.mq.md]: { gridTemplateColumns: '2fr 1fr auto', alignItems: 'end' },
      }}
    >
      <div>
        <label htmlFor={`${id}-name`} css={label}>
          Name
        </label>
        <input id={`${id}-name`} name="name" type="search" defaultValue={query.name ?? ''} maxLength={OBITUARY_SEARCH.nameMax} autoComplete="off" css={field} />
      </div>
      <div>
        <label htmlFor={`${id}-year`} css={label}>
          Year of passing
        </label>
        <select id={`${id}-year`} name="year" value={year} onChange={(event) => setYear(event.target.value)} css={field}>
          <option value="">Any year</option>
          {yearOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" css={[buttonStyles(theme, { displayType: 'PRIMARY', size: 'md' }), { minHeight: '2.75rem' }]}>
        Search
      </button>
      <details open={hasRange || rangeError} css={{ [theme.mq.md]: { gridColumn: '1 / -1' } }}>
        <summary css={{ cursor: 'pointer', fontWeight: 600, padding: '0.25rem 0', '&:focus-visible': { outline: theme.focusRing.outline } }}>
          Search between dates
        </summary>
        <div css={{ display: 'grid', gap: theme.space.md, marginTop: theme.space.sm, [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' } }}>
          <div>
            <label htmlFor={`${id}-from`} css={label}>
              Passed on or after
            </label>
            <input id={`${id}-from`} name="from" type="date" defaultValue={query.from ?? ''} css={field} />
          </div>
          <div>
            <label htmlFor={`${id}-to`} css={label}>
              Passed on or before
            </label>
            <input
              id={`${id}-to`}
              name="to"
              type="date"
              defaultValue={query.to ?? ''}
              aria-invalid={rangeError || undefined}
              aria-describedby={rangeError ? `${id}-range-error` : undefined}
              css={field}
            />
            {rangeError ? (
              <p id={`${id}-range-error`} role="alert" css={{ margin: '0.35rem 0 0', color: theme.colors.palette.error.onPage, fontWeight: 600 }}>
                {REVERSED_RANGE_MESSAGE}
              </p>
            ) : null}
          </div>
        </div>
      </details>
    </form>
  );
}
