import { css } from '@emotion/react';
import { fontSizes, type KeepsakeTheme } from '@keepsake/shared/theme';

// In the UI kit rather than the forms layer: a page that only reads (the obituary search) styles its
// controls the same way without loading the forms layer and zod.
export const labelStyles = (theme: KeepsakeTheme) => css`
  font-family: ${theme.fonts.body};
  font-weight: 600;
  font-size: ${fontSizes.md};
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
  font-size: ${fontSizes.md};
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

// A field's frame, required mark, hint, error and radio/checkbox rows: the forms layer draws its fields
// with them, and a page that draws a control by hand (the plan-now start page) looks the same.
export const fieldStyles = (theme: KeepsakeTheme) => css`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.lg};
  min-width: 0;
`;

export const requiredMarkStyles = (theme: KeepsakeTheme) => css`
  font-weight: 400;
  color: ${theme.colors.palette.neutral.onPage};
  margin-inline-start: ${theme.space.xxs};
`;

export const hintStyles = (theme: KeepsakeTheme) => css`
  margin: 0;
  font-size: ${fontSizes.md};
  color: ${theme.colors.palette.neutral.onPage};
`;

export const errorStyles = (theme: KeepsakeTheme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.xxs};
  margin: 0;
  font-size: ${fontSizes.md};
  font-weight: 600;
  color: ${theme.colors.palette.error.onPage};

  svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

export const choiceStyles = (theme: KeepsakeTheme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  min-height: 44px;
  padding: ${theme.space.xs} 0;
  cursor: pointer;
  line-height: 1.4;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.1rem 0 0;
    accent-color: ${theme.colors.palette.primary.onPage};
  }

  input:focus-visible {
    outline: ${theme.focusRing.outline};
    outline-offset: ${theme.focusRing.offset};
  }
`;
