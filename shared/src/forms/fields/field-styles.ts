import { css } from '@emotion/react';
import type { KeepsakeTheme } from '@keepsake/shared/theme';

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
  font-size: 0.9375rem;
  color: ${theme.colors.palette.neutral.onPage};
`;

export const errorStyles = (theme: KeepsakeTheme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.xxs};
  margin: 0;
  font-size: 0.9375rem;
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
