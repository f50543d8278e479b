import { css } from '@emotion/react';
import type { KeepsakeTheme } from '@keepsake/shared/theme';

// In the UI kit rather than the forms layer: a page that only reads (the obituary search) styles its
// controls the same way without loading the forms layer and zod.
export const labelStyles = (theme: KeepsakeTheme) => css`
  font-family: ${theme.fonts.body};
  font-weight: 600;
  font-size: 1rem;
  line-height: 1.4;
  color: ${theme.colors.text};
`;

// Text inputs, selects and text areas: 44 px targets, 16 px text (no iOS zoom on focus), a border
// that meets 3:1 against the page, and an error state that is more than colour (thicker border and
// the message with its icon).
export const controlStyles = (theme: KeepsakeTheme) => css`
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.sm};
  font: inherit;
  font-size: 1rem;
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.palette.neutral.onPage};
  border-radius: 6px;

  &:focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: ${theme.focusRing.offset};
  }

  &[aria-invalid='true'] {
    border: 2px solid ${theme.colors.palette.error.onPage};
  }
`;
