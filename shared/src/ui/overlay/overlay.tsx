import { css } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from '@keepsake/shared/theme';
import { CloseIcon } from '../icons';
import { trapTab } from './focusable';
import { overlays } from './overlay-store';
import { useOverlayState } from './use-overlay';

export interface OverlayProps {
  id: string;
  // The dialog's heading and accessible name.
  title: string;
  children: ReactNode;
  closeLabel?: string;
}

// A modal dialog driven by the overlay store. Focus moves into it on open, stays inside while it is
// open, and goes back to whatever had it before; Escape, the close button and the backdrop close it.
export function Overlay({ id, title, children, closeLabel = 'Close' }: OverlayProps) {
  const theme = useTheme();
  const state = useOverlayState(id);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const open = state === 'open';

  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    // Keep the page behind still, so a phone user does not scroll it instead of the dialog.
    document.body.style.overflow = 'hidden';
    dialogRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  if (state !== 'open' && state !== 'closed') return null;

  const close = () => overlays.close(id);

  return createPortal(
    <div
      hidden={!open}
      css={css`
        position: fixed;
        inset: 0;
        z-index: 1000;
        display: grid;
        place-items: center;
        padding: ${theme.space.md};
        background: rgba(0, 0, 0, 0.5);
        &[hidden] {
          display: none;
        }
      `}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          } else if (dialogRef.current) {
            trapTab(event, dialogRef.current);
          }
        }}
        css={css`
          position: relative;
          width: min(32rem, 100%);
          max-height: calc(100vh - 2rem);
          overflow: auto;
          padding: ${theme.space.lg};
          border-radius: ${theme.radii.card};
          background: ${theme.colors.background};
          color: ${theme.colors.text};
          box-shadow: 0 1rem 3rem rgba(0, 0, 0, 0.3);
        `}
      >
        <div
          css={css`
            display: flex;
            align-items: flex-start;
            justify-content: space-between;
            gap: ${theme.space.md};
          `}
        >
          <h2
            id={titleId}
            css={css`
              margin: 0;
              font-size: 1.25rem;
            `}
          >
            {title}
          </h2>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={close}
            css={css`
              display: inline-grid;
              place-items: center;
              min-width: 44px;
              min-height: 44px;
              margin: -0.5rem -0.5rem 0 0;
              border: 0;
              border-radius: ${theme.radii.card};
              background: transparent;
              color: inherit;
              font-size: 1.25rem;
              cursor: pointer;
              &:hover {
                background: ${theme.colors.secondary};
              }
            `}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
