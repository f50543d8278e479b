import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { useDocumentTitle } from '../hooks/use-document-title';

export interface Crumb {
  label: string;
  to: string;
}

/** Every portal page: the reading width, a breadcrumb back up, one h1 and the page's title. */
export function PortalPage({
  title,
  heading = title,
  crumbs = [],
  children,
  wide = false,
}: {
  title: string;
  heading?: ReactNode;
  crumbs?: Crumb[];
  children: ReactNode;
  wide?: boolean;
}) {
  const theme = useTheme();
  useDocumentTitle(title);
  return (
    <div css={{ maxWidth: wide ? '72rem' : '52rem', margin: '0 auto', padding: '1.5rem 1.25rem 4rem', boxSizing: 'border-box' }}>
      {crumbs.length > 0 ? (
        <nav aria-label="Breadcrumb" css={{ marginBottom: theme.space.md, fontSize: fontSizes.md }}>
          <ol css={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '0.25rem 0.5rem', margin: 0, padding: 0 }}>
            {crumbs.map((crumb) => (
              <li key={crumb.to} css={{ '&::after': { content: '"›"', marginLeft: '0.5rem' } }}>
                <Link to={crumb.to} css={{ color: theme.colors.palette.primary.onPage }}>
                  {crumb.label}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1 css={{ fontFamily: theme.fonts.heading, margin: `0 0 ${theme.space.lg}`, lineHeight: 1.2 }}>{heading}</h1>
      {children}
    </div>
  );
}

/**
 * Every portal loading state. It holds at least the screen's height (issue 44): the shell's footer stays
 * below the fold while a page loads, so the page that replaces it never moves the footer on screen (on a
 * phone a 40vh loader left the footer in view and its jump alone was CLS 0.36).
 */
export function PortalLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" css={{ maxWidth: '52rem', margin: '0 auto', padding: '2rem 1.25rem', minHeight: '100vh', boxSizing: 'border-box' }}>
      {label}
    </div>
  );
}
