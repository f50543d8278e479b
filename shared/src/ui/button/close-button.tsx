import { css } from '@emotion/react';
import type { Ref } from 'react';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { CloseIcon } from '../icons/icons';

export interface CloseButtonProps {
  /** What it closes, for a screen reader: "Close", "Close notification: …". */
  label: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
  // Emotion passes the caller's `css` as a class name: the size and colours of where the button sits.
  className?: string;
}

/** The one close button: an ✕ with a 44 px target (WCAG 2.5.8), named for what it closes. */
export function CloseButton({ label, onClick, ref, className }: CloseButtonProps) {
  const theme = useTheme();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      onClick={onClick}
      className={className}
      css={css`
        flex: none;
        display: inline-grid;
        place-items: center;
        min-width: 44px;
        min-height: 44px;
        border: 0;
        border-radius: ${theme.radii.card};
        background: transparent;
        color: inherit;
        font-size: ${fontSizes.xl};
        cursor: pointer;
        &:hover {
          background: ${theme.colors.secondary};
        }
        &:focus-visible {
          outline: ${theme.focusRing.outline};
          outline-offset: ${theme.focusRing.offset};
        }
      `}
    >
      <CloseIcon />
    </button>
  );
}
