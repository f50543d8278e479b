import { useEffect, type ReactNode } from 'react';
import { Global } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { Link, NavLink } from 'react-router-dom';
import { formatCents } from '@keepsake/shared/contract/arrangement';
import { renderContextAtom } from '@keepsake/shared/store';
import { fontSizes, useTheme } from '@keepsake/shared/theme';

export const ARRANGEMENT_TABS = ['packages', 'selections', 'details', 'statement'] as const;
const TAB_LABELS: Record<(typeof ARRANGEMENT_TABS)[number], string> = {
  packages: 'Packages',
  selections: 'Selections',
  details: 'Details',
  statement: 'Statement',
};

export function Money({ cents }: { cents: number }) {
  return <span css={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatCents(cents)}</span>;
}

function useTitle(title: string) {
  const company = useAtomValue(renderContextAtom)?.company.name ?? '';
  useEffect(() => {
    document.title = [title, 'Family Portal', company].filter(Boolean).join(' | ');
  }, [title, company]);
}

/**
 * The frame of the arrangement, statement and payment pages: breadcrumb, one h1, the arrangement tabs
 * (SPEC §2/§9: packages, selections, details, statement) and the page. Phone first: one column, tabs that
 * scroll sideways, nothing wider than the screen.
 */
export function ArrangementFrame({
  title,
  heading = title,
  casePath,
  personName,
  tabs = true,
  children,
}: {
  title: string;
  heading?: string;
  casePath: string;
  personName: string;
  tabs?: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  useTitle(`${title} – ${personName}`);
  const base = `${casePath}/arrangements`;
  const tabPath = { packages: base, selections: `${base}/selections`, details: `${base}/details`, statement: `${casePath}/statement` };
  return (
    <div css={{ maxWidth: '52rem', margin: '0 auto', padding: '1.25rem 1rem 4rem', boxSizing: 'border-box' }}>
      {/* Printing a statement, receipt or price list prints the document, not the site around it. */}
      <Global styles={{ '@media print': { '.no-print, body header, body footer, [aria-label="Running total"]': { display: 'none !important' } } }} />
      <nav aria-label="Breadcrumb" css={{ marginBottom: theme.space.sm, fontSize: fontSizes.md }} className="no-print">
        <ol css={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '0.25rem 0.5rem', margin: 0, padding: 0 }}>
          <li css={{ '&::after': { content: '"›"', marginLeft: '0.5rem' } }}>
            <Link to="/family-portal" css={{ color: theme.colors.palette.primary.onPage }}>
              Family Portal
            </Link>
          </li>
          <li>
            <Link to={casePath} css={{ color: theme.colors.palette.primary.onPage }}>
              {personName}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 css={{ fontFamily: theme.fonts.heading, margin: `0 0 ${theme.space.md}`, lineHeight: 1.2, fontSize: 'clamp(1.6rem, 6vw, 2.2rem)' }}>{heading}</h1>
      {tabs ? (
        <nav aria-label="Arrangement steps" className="no-print" css={{ margin: `0 -0.5rem ${theme.space.lg}`, overflowX: 'auto' }}>
          <ul
            css={{
              display: 'flex',
              gap: 0,
              listStyle: 'none',
              margin: 0,
              padding: '0 0.5rem',
              borderBottom: `1px solid ${theme.colors.palette.neutral.onPage}`,
            }}
          >
            {ARRANGEMENT_TABS.map((tab) => (
              <li key={tab}>
                <NavLink
                  to={tabPath[tab]}
                  end={tab === 'packages'}
                  css={{
                    display: 'inline-block',
                    padding: '0.75rem 0.45rem',
                    minHeight: '24px',
                    color: theme.colors.text,
                    textDecoration: 'none',
                    borderBottom: '3px solid transparent',
                    '&[aria-current="page"]': { borderBottomColor: theme.colors.palette.primary.onPage, fontWeight: 700 },
                  }}
                >
                  {TAB_LABELS[tab]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
    </div>
  );
}

export const cardCss = (theme: ReturnType<typeof useTheme>) => ({
  border: `1px solid ${theme.colors.palette.neutral.onPage}`,
  borderRadius: theme.radii.card,
  padding: theme.space.md,
  background: theme.colors.background,
  marginBottom: theme.space.md,
});

export const linkCss = (theme: ReturnType<typeof useTheme>) => ({ color: theme.colors.palette.primary.onPage, fontWeight: 600 });

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" css={{ minHeight: '30vh' }}>
      {label}
    </p>
  );
}

export function Alert({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      role="alert"
      css={{ border: `2px solid ${theme.colors.palette.error.onPage}`, borderRadius: theme.radii.card, padding: theme.space.md, marginBottom: theme.space.md }}
    >
      {children}
    </div>
  );
}
