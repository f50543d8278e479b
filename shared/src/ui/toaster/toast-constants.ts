// SPEC §9.
export const TOASTS_KEPT = 5;
export const TOAST_REMOVE_DELAY_MS = 200;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_GAP_PX = 16;
export const TOAST_SCALE_STEP = 0.05;
// Width on wider screens; on phones the toaster spans the screen less its margins.
export const TOASTER_WIDTH = '24rem';
