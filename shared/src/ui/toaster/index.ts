export { Toaster } from './toaster';
export { toast } from './toast';
export { toastsAtom, pauseToasts, resumeToasts } from './toast-store';
export {
  TOASTS_KEPT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_SCALE_STEP,
  TOASTER_WIDTH,
} from './toast-constants';
export type { Toast, ToastInput, ToastAction, ToastAvatar } from './toast-types';
