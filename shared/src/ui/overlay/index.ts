export { Overlay, type OverlayProps } from './overlay';
export {
  overlays,
  overlaysAtom,
  type OverlayState,
  type OverlayEntry,
  type CreateOverlayOptions,
} from './overlay-store';
export { useOverlay, useOverlayState, type OverlayControls } from './use-overlay';
