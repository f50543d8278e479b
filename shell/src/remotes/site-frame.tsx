import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { renderContextAtom } from '@keepsake/shared/store';
import { useTheme } from '@keepsake/shared/theme';
import { SiteRegion } from './site-region';

/** The site remote's parts of the frame (first-page-remotes.ts loads them first on a page drawn in the browser). */
export const HEADER_ID = 'site/Header';
export const FOOTER_ID = 'site/Footer';

/**
 * The frame every page of the site sits in (ADR 125): the column, "Skip to content" and <main> are the shell's,
 * so the page's content hydrates without the site remote; the header and footer are the site remote's
 * ./Header and ./Footer, each its own region. The header hydrates in the first idle period after load (its
 * links work as served, its buttons are served disabled, ADR 118); the footer, links and text only, when
 * touched or focused. Either hydrates at once on a press, a key or focus inside it, and before a navigation.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const context = useAtomValue(renderContextAtom);
  if (!context) return <main id="main">{children}</main>;
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a
        href="#main"
        css={css`
          position: absolute;
          left: -9999px;
          top: 0;
          z-index: 100;
          padding: 0.75rem 1rem;
          background: ${theme.colors.background};
          color: ${theme.colors.text};
          font-weight: 600;
          &:focus {
            left: 0.5rem;
            top: 0.5rem;
          }
        `}
      >
        Skip to content
      </a>
      <SiteRegion id={HEADER_ID} when="idle" area="The site's header" />
      <main id="main" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        {children}
      </main>
      <SiteRegion id={FOOTER_ID} when="interaction" area="The site's footer" />
    </div>
  );
}
