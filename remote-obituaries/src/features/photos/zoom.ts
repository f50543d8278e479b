// Zoom for the photo viewer: pinch on a phone, buttons and keys elsewhere. Pure, so it is tested alone.

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 1.5;

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export interface Point {
  x: number;
  y: number;
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Two fingers that started `from` apart and are now `to` apart scale the zoom they started at. */
export function pinchZoom(startZoom: number, from: number, to: number): number {
  return from > 0 ? clampZoom((startZoom * to) / from) : startZoom;
}

/** How far a zoomed photo may move: its overflow beyond the box on each side, never past an edge. */
export function clampOffset(offset: Point, zoom: number, box: { width: number; height: number }): Point {
  const maxX = ((zoom - 1) * box.width) / 2;
  const maxY = ((zoom - 1) * box.height) / 2;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value));
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}
