import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTheme } from '@keepsake/shared/theme';

/**
 * The column every page of the site sits in: "Skip to content", the header, <main id="main"> and the footer. One
 * component for the shell's frame (ADR 125) and the site remote's ./Layout kept for older shells, so the two
 * cannot drift apart.
 */
export function SiteColumn({ header, footer, children }: { header: ReactNode; footer: ReactNode; children?: ReactNode }) {
  const theme = useTheme();
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
      {header}
      <main id="main" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        {children}
      </main>
      {footer}
    </div>
  );
}
