import { Link } from 'react-router-dom';
import { usePageData, usePageQuery } from '@keepsake/shared/query';
import type { ObituarySearchQuery } from '@keepsake/shared/contract/obituary';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { buttonStyles } from '@keepsake/shared/ui';
import { yearsQuery } from '../api/get-years';
import { searchQuery } from '../api/search-obituaries';
import { describeSearch, noResultsAdvice, searchHref } from '../search-query';
import { ObituaryCard } from './obituary-card';

export function SearchResults({ query }: { query: ObituarySearchQuery & { page: number } }) {
  const theme = useTheme();
  const list = usePageData(searchQuery(query));
  const years = usePageQuery(yearsQuery())?.years;
  const described = describeSearch(query);
  const filtered = described !== '';
  const summary =
    list.items.length === 0
      ? filtered
        ? `No one ${described} was found.`
        : 'There are no obituaries yet.'
      : `${filtered ? `People ${described}` : 'All obituaries'}, page ${list.page}`;

  return (
    <section aria-labelledby="obituary-results">
      <h2 id="obituary-results" role="status" css={{ fontSize: fontSizes.md, fontWeight: 600, margin: `0 0 ${theme.space.md}` }}>
        {summary}
      </h2>
      {list.items.length === 0 && filtered ? (
        <div>
          <ul css={{ margin: `0 0 ${theme.space.sm}`, paddingInlineStart: '1.25rem', lineHeight: 1.6 }}>
            {noResultsAdvice(query, years).map((advice) => (
              <li key={advice}>{advice}</li>
            ))}
          </ul>
          <Link to=".">Show all obituaries</Link>
        </div>
      ) : null}
      <ul
        css={{
          display: 'grid',
          gap: theme.space.md,
          margin: 0,
          padding: 0,
          [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {list.items.map((obituary) => (
          <ObituaryCard key={obituary.id} obituary={obituary} />
        ))}
      </ul>
      {list.page > 1 || list.hasNext ? (
        <nav
          aria-label="Pages of obituaries"
          css={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: theme.space.md, marginTop: theme.space.xl }}
        >
          {list.page > 1 ? (
            <Link to={searchHref(query, list.page - 1)} rel="prev" css={buttonStyles(theme, { displayType: 'SECONDARY', size: 'md' })}>
              Newer
            </Link>
          ) : null}
          <span aria-current="page">Page {list.page}</span>
          {list.hasNext ? (
            <Link to={searchHref(query, list.page + 1)} rel="next" css={buttonStyles(theme, { displayType: 'SECONDARY', size: 'md' })}>
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
