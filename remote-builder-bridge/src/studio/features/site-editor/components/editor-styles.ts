import { css } from '@emotion/react';
import type { KeepsakeTheme } from '@keepsake/shared/theme';
import { buttonStyles, type ButtonSize } from '@keepsake/shared/ui';

// The editor's few looks of its own, all drawn from the shared theme and the UI kit's button.

/** A quiet button (the editor has many): the kit's secondary button in the neutral colour. */
export const toolButton = (theme: KeepsakeTheme, size: ButtonSize = 'sm') => buttonStyles(theme, { displayType: 'SECONDARY', size, color: 'neutral' });

/** A button that is also a state (a pressed width, the current page or module): filled, and bold. */
export const selectableButton = (theme: KeepsakeTheme, size: ButtonSize = 'sm') => {
  const selected = theme.colors.palette.primary;
  return [
    toolButton(theme, size),
    css`
      &[aria-pressed='true'],
      &[aria-selected='true'],
      &[aria-current='page'],
      &[aria-current='true'] {
        &,
        &:hover:not(:disabled) {
          border-color: ${selected.background};
          background: ${selected.background};
          color: ${selected.foreground};
        }
      }
    `,
  ];
};

export const panelHeading = (theme: KeepsakeTheme) =>
  css({
    margin: `0 0 ${theme.space.xs}`,
    fontSize: '0.8125rem',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: theme.colors.palette.neutral.onPage,
  });

export const plainList = (theme: KeepsakeTheme) => css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xxs });

export const mutedText = (theme: KeepsakeTheme) => css({ margin: 0, color: theme.colors.palette.neutral.onPage, fontSize: '0.875rem' });
