export { Overlay, type OverlayProps } from './overlay';
export { overlays, type OverlayState, type CreateOverlayOptions } from './overlay-store';
export { useOverlay, type OverlayControls } from './use-overlay';
