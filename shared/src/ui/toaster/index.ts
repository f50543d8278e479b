export { Toaster } from './toaster';
export { toast } from './toast';
export type { Toast, ToastInput, ToastAction, ToastAvatar } from './toast-types';
