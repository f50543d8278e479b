import { css } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { keepsakeStore } from '@keepsake/shared/store';
import { useTheme, visuallyHidden } from '@keepsake/shared/theme';
import { TOASTER_WIDTH, TOAST_GAP_PX, TOAST_SCALE_STEP } from './toast-constants';
import { ToastItem } from './toast-item';
import { pauseToasts, resumeToasts, toastsAtom } from './toast-store';
import type { Toast } from './toast-types';

const isUrgent = (toast: Toast) => toast.color === 'error';

// Render once, in the shell. Toasts stack bottom-right and spread out on hover or focus (SPEC §9).
export function Toaster({ label = 'Notifications' }: { label?: string }) {
  const theme = useTheme();
  const toasts = useAtomValue(toastsAtom, { store: keepsakeStore });
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    if (!expanded) return;
    pauseToasts();
    return resumeToasts;
  }, [expanded]);

  // The newest toast of each kind, read out from live regions that are always in the page (a region
  // inserted together with its text is often not announced).
  const latestPolite = toasts.find((toast) => toast.open && !isUrgent(toast));
  const latestUrgent = toasts.find((toast) => toast.open && isUrgent(toast));
  const announce = (toast: Toast | undefined) => toast && <span key={toast.id}>{[toast.title, toast.description].filter(Boolean).join('. ')}</span>;

  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" css={visuallyHidden}>
        {announce(latestPolite)}
      </div>
      <div role="alert" aria-atomic="true" css={visuallyHidden}>
        {announce(latestUrgent)}
      </div>
      {toasts.length > 0 && (
        <section
          aria-label={label}
          onMouseEnter={() => setExpanded(true)}
          onMouseLeave={() => setExpanded(false)}
          onFocus={() => setExpanded(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setExpanded(false);
          }}
          css={css`
            position: fixed;
            right: ${theme.space.md};
            bottom: ${theme.space.md};
            left: ${theme.space.md};
            z-index: 1100;
            ${theme.mq.sm} {
              left: auto;
              width: ${TOASTER_WIDTH};
            }
          `}
        >
          <ol
            css={css`
              margin: 0;
              padding: 0;
              list-style: none;
              display: ${expanded ? 'flex' : 'grid'};
              flex-direction: column-reverse;
              gap: ${TOAST_GAP_PX}px;
            `}
          >
            {toasts.map((toast, index) => (
              <li
                key={toast.id}
                css={css`
                  transition: transform 200ms ease-out;
                  ${expanded
                    ? ''
                    : `
                      grid-area: 1 / 1;
                      align-self: end;
                      z-index: ${toasts.length - index};
                      transform: translateY(-${index * TOAST_GAP_PX}px) scale(${1 - index * TOAST_SCALE_STEP});
                      transform-origin: bottom center;
                    `}
                `}
              >
                <ToastItem toast={toast} paused={expanded} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
