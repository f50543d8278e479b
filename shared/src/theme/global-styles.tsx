import { Global, css } from '@emotion/react';
import type { KeepsakeTheme } from './theme-types';
import { visuallyHidden } from './visually-hidden';

const globalStyles = (theme: KeepsakeTheme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    line-height: 1.5;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    font-family: ${theme.fonts.heading};
    line-height: 1.2;
  }

  :focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: ${theme.focusRing.offset};
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }

  /* Read by screen readers, not shown. */
  .visually-hidden {
    ${visuallyHidden}
  }
`;

export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
