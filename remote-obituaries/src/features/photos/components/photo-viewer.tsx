import { useRef, type TouchEvent } from 'react';
import type { ObituaryPhoto } from '@keepsake/shared/contract';
import { Overlay } from '@keepsake/shared/ui';

interface PhotoViewerProps {
  /** The overlay's id (useOverlay in the page opens it). */
  id: string;
  photos: ObituaryPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const SWIPE_PX = 50;

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

/**
 * Full-screen photo viewer on the UI kit's Overlay (modal, focus kept inside, page scroll locked, Escape
 * closes). Arrow keys and swipes move between photos; the page returns focus to the photo it ended on.
 */
export function PhotoViewer({ id, photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const touchStart = useRef<number | null>(null);
  const photo = photos[index] as ObituaryPhoto;
  const count = photos.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);

  const onTouchEnd = (event: TouchEvent) => {
    const from = touchStart.current;
    const to = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
    go(to < from ? 1 : -1);
  };

  return (
    <Overlay
      id={id}
      title={`Photo ${index + 1} of ${count}`}
      closeLabel="Close photo viewer"
      variant="full-screen"
      initialFocus="close"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <div
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
        css={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: '0.5rem', padding: '0 0.5rem', minHeight: 0 }}
      >
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
      <p css={{ margin: 0, padding: '0.75rem 1rem 1rem', textAlign: 'center', fontSize: '0.85rem', color: '#dde2df' }}>
        Use the arrow keys or swipe to move between photos. Press Escape to close.
      </p>
    </Overlay>
  );
}
