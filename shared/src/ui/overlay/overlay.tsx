import { css } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { fontSizes, useTheme, type KeepsakeTheme } from '@keepsake/shared/theme';
import { CloseButton } from '../button/close-button';
import { trapTab } from './focusable';
import { overlays } from './overlay-store';
import { useOverlayState } from './use-overlay';

export interface OverlayProps {
  id: string;
  // The dialog's heading and accessible name.
  title: string;
  children: ReactNode;
  closeLabel?: string;
  /** A dialog box over the page, or the whole screen on a dark ground (a photo viewer). */
  variant?: 'dialog' | 'full-screen';
  /** What has focus on open: the dialog itself, or its close button (where a viewer's Escape hint leads). */
  initialFocus?: 'dialog' | 'close';
  /** Keys of the dialog's own, after Escape and Tab (e.g. arrows that move between photos). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Called when the dialog closes itself: Escape, its close button or the backdrop. */
  onClose?: () => void;
}

// A modal dialog driven by the overlay store. Focus moves into it on open, stays inside while it is
// open, and goes back to whatever had it before; Escape, the close button and the backdrop close it.
export function Overlay({ id, title, children, closeLabel = 'Close', variant = 'dialog', initialFocus = 'dialog', onKeyDown, onClose }: OverlayProps) {
  const theme = useTheme();
  const state = useOverlayState(id);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const fullScreen = variant === 'full-screen';
  const open = state === 'open';

  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    // Keep the page behind still, so a phone user does not scroll it instead of the dialog.
    document.body.style.overflow = 'hidden';
    (initialFocus === 'close' ? closeRef.current : dialogRef.current)?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, initialFocus]);

  if (state !== 'open' && state !== 'closed') return null;

  const close = () => {
    overlays.close(id);
    onClose?.();
  };

  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a click on the backdrop is the mouse's shortcut for Close and Escape
    <div
      hidden={!open}
      css={css`
        position: fixed;
        inset: 0;
        z-index: 1000;
        display: grid;
        place-items: center;
        padding: ${fullScreen ? 0 : theme.space.md};
        /* A full-screen dialog is its own ground: one dark layer over the page, as contrast checks expect. */
        background: ${fullScreen ? 'transparent' : 'rgba(0, 0, 0, 0.5)'};
        &[hidden] {
          display: none;
        }
      `}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's own keys: Escape closes, Tab stays inside (APG modal dialog) */}
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
          } else if (event.key === 'Tab' && dialogRef.current) {
            trapTab(event, dialogRef.current);
          } else {
            onKeyDown?.(event);
          }
        }}
        css={fullScreen ? fullScreenStyles(theme) : dialogStyles(theme)}
      >
        <div
          css={css`
            display: flex;
            align-items: ${fullScreen ? 'center' : 'flex-start'};
            justify-content: space-between;
            gap: ${theme.space.md};
            padding: ${fullScreen ? '0.75rem 1rem' : 0};
          `}
        >
          <h2
            id={titleId}
            css={css`
              margin: 0;
              font-size: ${fullScreen ? fontSizes.md : fontSizes.xl};
              font-weight: ${fullScreen ? 400 : 700};
            `}
          >
            {title}
          </h2>
          <CloseButton ref={closeRef} label={closeLabel} onClick={close} css={fullScreen ? onDark : closeInDialog} />
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

const dialogStyles = (theme: KeepsakeTheme) => css`
  position: relative;
  width: min(32rem, 100%);
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.card};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow: 0 1rem 3rem rgba(0, 0, 0, 0.3);
`;

const fullScreenStyles = (theme: KeepsakeTheme) => css`
  position: fixed;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto;
  background: rgba(16, 20, 18, 0.96);
  color: #fff;
  font-family: ${theme.fonts.body};
`;

const closeInDialog = css`
  margin: -0.5rem -0.5rem 0 0;
`;

// Light on the viewer's dark ground, round like the viewer's other controls.
const onDark = css`
  min-width: 3rem;
  min-height: 3rem;
  border-radius: 9999px;
  background: rgba(255, 255, 255, 0.14);
  color: #fff;
  font-size: ${fontSizes.xxl};
  &:hover {
    background: rgba(255, 255, 255, 0.26);
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;
