import { useEffect, useId, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ObituaryPhoto } from '@keepsake/shared/contract';
import { useTheme } from '@keepsake/shared/theme';
import { CloseIcon } from '@keepsake/shared/ui';

interface PhotoViewerProps {
  photos: ObituaryPhoto[];
  start: number;
  onClose: (index: number) => void;
}

const SWIPE_PX = 50;

/**
 * Full-screen photo viewer: a modal dialog. Arrow keys and swipes move between photos, Escape closes,
 * Tab stays inside, and the caller returns focus to the photo it ended on.
 */
export function PhotoViewer({ photos, start, onClose }: PhotoViewerProps) {
  const theme = useTheme();
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<number | null>(null);
  const titleId = useId();
  const photo = photos[index] as ObituaryPhoto;
  const count = photos.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  useEffect(() => {
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(index);
    } else if (event.key === 'ArrowRight') {
      go(1);
    } else if (event.key === 'ArrowLeft') {
      go(-1);
    } else if (event.key === 'Tab' && dialog.current) {
      const focusables = Array.from(dialog.current.querySelectorAll<HTMLElement>('button'));
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onTouchEnd = (event: TouchEvent) => {
    const from = touchStart.current;
    const to = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
    go(to < from ? 1 : -1);
  };

  const control = {
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: '3rem',
    minHeight: '3rem',
    border: 0,
    borderRadius: '9999px',
    background: 'rgba(255,255,255,0.14)',
    color: '#fff',
    fontSize: '1.5rem',
    cursor: 'pointer',
    '&:hover': { background: 'rgba(255,255,255,0.26)' },
    '&:focus-visible': { outline: '3px solid #fff', outlineOffset: '2px' },
  } as const;

  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={onTouchEnd}
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'grid',
        gridTemplateRows: 'auto 1fr auto',
        background: 'rgba(16, 20, 18, 0.96)',
        color: '#fff',
        fontFamily: theme.fonts.body,
      }}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '0.75rem 1rem' }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: '1rem', fontWeight: 400 }}>
          Photo {index + 1} of {count}
        </h2>
        <button ref={closeButton} type="button" aria-label="Close photo viewer" onClick={() => onClose(index)} css={control}>
          <CloseIcon />
        </button>
      </div>
      <div css={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: '0.5rem', padding: '0 0.5rem', minHeight: 0 }}>
        <button type="button" aria-label="Previous photo" onClick={() => go(-1)} css={control}>
          <span aria-hidden="true">‹</span>
        </button>
        <figure css={{ margin: 0, height: '100%', minHeight: 0, display: 'grid', gridTemplateRows: '1fr auto', placeItems: 'center', gap: '0.75rem' }}>
          <img
            src={photo.url}
            alt={photo.alt || photo.caption}
            width={photo.width}
            height={photo.height}
            css={{ maxWidth: '100%', maxHeight: 'calc(100vh - 10rem)', width: 'auto', height: 'auto', objectFit: 'contain', borderRadius: '4px' }}
          />
          <figcaption aria-live="polite" css={{ textAlign: 'center', fontSize: '1.05rem', padding: '0 0.5rem' }}>
            {photo.caption}
          </figcaption>
        </figure>
        <button type="button" aria-label="Next photo" onClick={() => go(1)} css={control}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p css={{ margin: 0, padding: '0.75rem 1rem 1rem', textAlign: 'center', fontSize: '0.85rem', opacity: 0.85 }}>
        Use the arrow keys or swipe to move between photos. Press Escape to close.
      </p>
    </div>,
    document.body,
  );
}
