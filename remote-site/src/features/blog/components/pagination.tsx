import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useTheme } from '@keepsake/shared/theme';
import { buttonStyles } from '@keepsake/shared/ui';

export const blogPageHref = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`);

// Previous, numbered and next page links; the current page is marked for assistive technology.
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const theme = useTheme();
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  const step = buttonStyles(theme, { displayType: 'SECONDARY', size: 'md' });
  return (
    <nav aria-label="Blog pages" css={{ marginTop: theme.space.xxl }}>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: center;
          gap: ${theme.space.xs};
        `}
      >
        {page > 1 ? (
          <li>
            <Link to={blogPageHref(page - 1)} css={step}>
              <span aria-hidden="true">←</span> Previous page
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={blogPageHref(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
              css={[buttonStyles(theme, { displayType: number === page ? 'PRIMARY' : 'SECONDARY', size: 'md' }), css({ minWidth: '44px', padding: 0 })]}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link to={blogPageHref(page + 1)} css={step}>
              Next page <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
