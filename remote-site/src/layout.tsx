import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTheme } from '@keepsake/shared/theme';
import { DeferredHydration } from '@keepsake/shared/ui';
import { SiteHeader } from './features/layout/components/site-header';
import { SiteFooter } from './features/layout/components/site-footer';
import { useLayoutContext } from './features/layout/hooks/use-layout-context';

/**
 * The layout chrome every page of the site sits in: header, main, footer (exposed as ./Layout). Shells since
 * ADR 125 draw the frame themselves and load ./Header and ./Footer; this stays exposed for older shells.
 */
export default function Layout({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const context = useLayoutContext();
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
      {/* Its own region (ADR 118): the page's content hydrates without it. Its links work as served and its
          buttons are served disabled, so it hydrates after load, in an idle period, or at once when touched. */}
      <DeferredHydration when="idle">
        <SiteHeader context={context} />
      </DeferredHydration>
      <main id="main" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        {children}
      </main>
      {/* Links and text only, every one working as served: it hydrates only when touched or focused (ADR 112, 118). */}
      <DeferredHydration when="interaction">
        <SiteFooter context={context} />
      </DeferredHydration>
    </div>
  );
}
