import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { ObituaryPhoto } from '@keepsake/shared/contract/obituary';
import { Overlay } from '@keepsake/shared/ui';
import { clampOffset, clampZoom, distance, MAX_ZOOM, MIN_ZOOM, pinchZoom, ZOOM_STEP, type Point } from '../zoom';
import { fontSizes } from '@keepsake/shared/theme';

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
  fontSize: fontSizes.xxl,
  cursor: 'pointer',
  '&:hover': { background: 'rgba(255,255,255,0.26)' },
  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: '2px' },
  '&:disabled': { opacity: 0.45, cursor: 'default' },
} as const;

/**
 * Full-screen photo viewer on the UI kit's Overlay (modal, focus kept inside, page scroll locked, Escape
 * closes). The photo takes all the room between the title and the controls (issue 15 §6). Two fingers
 * pinch-zoom it and one finger then moves it; unzoomed, a swipe moves between photos. The keyboard has the
 * same: + and − zoom, 0 fits, arrows move between photos. The page returns focus to the photo it ended on.
 */
export function PhotoViewer({ id, photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const photo = photos[index] as ObituaryPhoto;
  const count = photos.length;
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ from: number; zoom: number } | null>(null);
  const drag = useRef<{ start: Point; offset: Point; moved: boolean } | null>(null);

  // Each photo opens whole.
  useEffect(() => {
    setZoom(MIN_ZOOM);
    setOffset({ x: 0, y: 0 });
  }, [index]);

  const go = (step: number) => onIndexChange((index + step + count) % count);
  const box = () => ({ width: stage.current?.clientWidth ?? 0, height: stage.current?.clientHeight ?? 0 });
  const zoomTo = (next: number) => {
    const value = clampZoom(next);
    setZoom(value);
    setOffset((current) => (value === MIN_ZOOM ? { x: 0, y: 0 } : clampOffset(current, value, box())));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    try {
      // Moves outside the stage still belong to this gesture.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // Not an active pointer (a synthetic event): the gesture works without capture.
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b) {
      pinch.current = { from: distance(a, b), zoom };
      drag.current = null;
    } else {
      drag.current = { start: { x: event.clientX, y: event.clientY }, offset, moved: false };
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (pinch.current && a && b) {
      zoomTo(pinchZoom(pinch.current.zoom, pinch.current.from, distance(a, b)));
    } else if (drag.current && zoom > MIN_ZOOM) {
      const { start, offset: from } = drag.current;
      drag.current.moved = true;
      setOffset(clampOffset({ x: from.x + event.clientX - start.x, y: from.y + event.clientY - start.y }, zoom, box()));
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    const started = drag.current;
    drag.current = null;
    // A swipe moves between photos only when the photo is whole; zoomed, the finger moves the photo.
    if (started && zoom === MIN_ZOOM && pointers.current.size === 0) {
      const dx = event.clientX - started.start.x;
      if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
    }
  };

  const percent = Math.round(zoom * 100);
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
        else if (event.key === '+' || event.key === '=') zoomTo(zoom * ZOOM_STEP);
        else if (event.key === '-') zoomTo(zoom / ZOOM_STEP);
        else if (event.key === '0') zoomTo(MIN_ZOOM);
      }}
    >
      <div
        ref={stage}
        data-photo-stage=""
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDoubleClick={() => zoomTo(zoom > MIN_ZOOM ? MIN_ZOOM : 2)}
        // The viewer handles every touch itself: the page must not scroll or zoom under it.
        css={{ position: 'relative', overflow: 'hidden', minHeight: 0, touchAction: 'none', userSelect: 'none' }}
      >
        <img
          src={photo.url}
          alt={photo.alt || photo.caption}
          width={photo.width}
          height={photo.height}
          draggable={false}
          style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
          css={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            transformOrigin: 'center',
            cursor: zoom > MIN_ZOOM ? 'grab' : 'zoom-in',
          }}
        />
      </div>
      <div css={{ padding: '0.5rem 1rem 0.75rem', display: 'grid', gap: '0.5rem', justifyItems: 'center' }}>
        <p aria-live="polite" css={{ margin: 0, textAlign: 'center', fontSize: fontSizes.md }}>
          {photo.caption}
        </p>
        <div role="group" aria-label="Photo controls" css={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <button type="button" aria-label="Previous photo" onClick={() => go(-1)} css={control}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" aria-label="Zoom out" disabled={zoom <= MIN_ZOOM} onClick={() => zoomTo(zoom / ZOOM_STEP)} css={control}>
            <span aria-hidden="true">−</span>
          </button>
          <span role="status" css={{ minWidth: '3.5rem', textAlign: 'center', fontSize: fontSizes.sm }}>
            {percent === 100 ? 'Fit' : `${percent}%`}
          </span>
          <button type="button" aria-label="Zoom in" disabled={zoom >= MAX_ZOOM} onClick={() => zoomTo(zoom * ZOOM_STEP)} css={control}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" aria-label="Next photo" onClick={() => go(1)} css={control}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <p css={{ margin: 0, textAlign: 'center', fontSize: fontSizes.sm, color: '#dde2df' }}>
          Swipe or use the arrow keys to move between photos; pinch or press + and − to zoom. Escape closes.
        </p>
      </div>
    </Overlay>
  );
}
