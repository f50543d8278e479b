import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTheme } from '@keepsake/shared/theme';
import { STUDIO_AREAS } from '../studio-areas';
import { barStyles, navLinkStyles } from './bar-styles';

/**
 * Every staff page: the studio's bar (name, the staff areas, the account) over the area's page. Without
 * `account` (the session is still on its way, staff-gate.tsx) the bar shows the studio's name only: the staff
 * areas are for staff, and the name is the page's largest text, painted at once (issue 44: the cases list's
 * Largest Contentful Paint waited for the session).
 */
export function StudioLayout({ companyName, account, children }: { companyName: string; account?: ReactNode; children: ReactNode }) {
  const theme = useTheme();
  const muted = theme.colors.palette.neutral.onPage;
  return (
    <div
      css={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        // One column that may shrink below its content, so a wide table scrolls inside its area, not the page.
        gridTemplateColumns: 'minmax(0, 1fr)',
        fontSize: '0.9375rem',
        // The editor fills the window on a wide screen; narrow screens scroll the page instead.
        [`@media (min-width: 60rem)`]: { height: '100vh' },
      }}
    >
      <header css={barStyles(theme)}>
        <h1 css={{ margin: 0, fontSize: '1.125rem' }}>
          Studio <span css={{ fontWeight: 400, color: muted }}>· {companyName}</span>
        </h1>
        {account ? (
          <>
            <nav aria-label="Staff">
              <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.xxs }}>
                {STUDIO_AREAS.map((area) => (
                  <li key={area.path}>
                    <NavLink to={area.path === '' ? '/studio' : `/studio/${area.path}`} end={area.path === ''} css={navLinkStyles(theme)}>
                      {area.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div css={{ marginInlineStart: 'auto' }}>{account}</div>
          </>
        ) : null}
      </header>
      {children}
    </div>
  );
}
