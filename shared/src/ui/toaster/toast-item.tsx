import { css, keyframes } from '@emotion/react';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button } from '../button/button';
import { CloseButton } from '../button/close-button';
import { TOAST_REMOVE_DELAY_MS } from './toast-constants';
import { dismissToast } from './toast-store';
import type { Toast } from './toast-types';

const countdown = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

export interface ToastItemProps {
  toast: Toast;
  // Hovered or focused toaster: countdown bars stop with the timers.
  paused: boolean;
}

export function ToastItem({ toast, paused }: ToastItemProps) {
  const theme = useTheme();
  const pair = theme.colors.palette[toast.color ?? 'neutral'];
  const { title, description, icon, avatar, actions, close, progress, duration, onClick } = toast;
  const timed = progress && Number.isFinite(duration) && duration > 0;

  const text = (
    <>
      <span
        css={css`
          display: block;
          font-weight: 600;
        `}
      >
        {title}
      </span>
      {description && (
        <span
          css={css`
            display: block;
          `}
        >
          {description}
        </span>
      )}
    </>
  );

  return (
    <div
      data-state={toast.open ? 'open' : 'closed'}
      css={css`
        position: relative;
        display: flex;
        align-items: flex-start;
        gap: ${theme.space.sm};
        padding: ${theme.space.md};
        overflow: hidden;
        border-radius: ${theme.radii.card};
        border: 1px solid ${theme.colors.secondary};
        border-left: 4px solid ${pair.onPage};
        background: ${theme.colors.background};
        color: ${theme.colors.text};
        box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.15);
        transition: opacity ${TOAST_REMOVE_DELAY_MS}ms ease-in;
        &[data-state='closed'] {
          opacity: 0;
        }
      `}
    >
      {avatar && (
        <img
          src={avatar.src}
          alt={avatar.alt}
          width={40}
          height={40}
          css={css`
            flex: none;
            border-radius: 9999px;
            object-fit: cover;
          `}
        />
      )}
      {icon && (
        <span
          css={css`
            flex: none;
            display: inline-flex;
            font-size: ${fontSizes.xl};
            color: ${pair.onPage};
          `}
        >
          {icon}
        </span>
      )}
      <div
        css={css`
          flex: 1;
          min-width: 0;
          display: grid;
          gap: ${theme.space.xs};
        `}
      >
        {onClick ? (
          <button
            type="button"
            onClick={onClick}
            css={css`
              all: unset;
              cursor: pointer;
              min-height: 24px;
              &:focus-visible {
                outline: ${theme.focusRing.outline};
                outline-offset: ${theme.focusRing.offset};
              }
            `}
          >
            {text}
          </button>
        ) : (
          <div>{text}</div>
        )}
        {actions && actions.length > 0 && (
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: ${theme.space.xs};
            `}
          >
            {actions.map((action) => (
              <Button
                key={action.label}
                size="sm"
                displayType="SECONDARY"
                color={toast.color ?? 'neutral'}
                onClick={() => {
                  action.onClick();
                  dismissToast(toast.id);
                }}
              >
                {action.label}
              </Button>
            ))}
          </div>
        )}
      </div>
      {close && (
        <CloseButton
          label={`Close notification: ${title}`}
          onClick={() => dismissToast(toast.id)}
          css={css`
            min-width: 32px;
            min-height: 32px;
            margin: -0.25rem -0.25rem 0 0;
            font-size: inherit;
          `}
        />
      )}
      {timed && (
        <span
          aria-hidden="true"
          data-testid="toast-countdown"
          css={css`
            position: absolute;
            left: 0;
            right: 0;
            bottom: 0;
            height: 3px;
            background: ${pair.onPage};
            transform-origin: left;
            animation: ${countdown} ${duration}ms linear forwards;
            animation-play-state: ${paused ? 'paused' : 'running'};
          `}
        />
      )}
    </div>
  );
}
