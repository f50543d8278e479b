import { useId } from 'react';
import { useTheme } from '@keepsake/shared/theme';
import { Button, controlStyles, labelStyles } from '@keepsake/shared/ui';

/** A list's "Show" choice (the cases' filter, the inbox's status): a labelled select; a change goes back to page 1 in the caller. */
export function ListFilter<T extends string>({
  label = 'Show',
  value,
  options,
  labels,
  onChange,
}: {
  label?: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  const theme = useTheme();
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: theme.space.xxs, justifyItems: 'start' }}>
      <label htmlFor={id} css={labelStyles(theme)}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} css={controlStyles(theme)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Previous and next page of a list, shown only when there is more than one page. `label` names the list for screen readers. */
export function ListPager({ label, page, hasNext, onPage }: { label: string; page: number; hasNext: boolean; onPage: (page: number) => void }) {
  const theme = useTheme();
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={label} css={{ display: 'flex', gap: theme.space.sm, alignItems: 'center' }}>
      <Button displayType="SECONDARY" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span>Page {page}</span>
      <Button displayType="SECONDARY" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
