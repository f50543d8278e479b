import { CheckIcon, ExclamationIcon } from '../icons';
import { addToast, dismissAllToasts, dismissToast } from './toast-store';
import type { ToastInput } from './toast-types';

type ToastArg = ToastInput | string;

const asInput = (arg: ToastArg): ToastInput => (typeof arg === 'string' ? { title: arg } : arg);

// toast('Saved') or toast({ title, description, ... }); returns the toast's id for toast.dismiss.
export const toast = Object.assign((arg: ToastArg) => addToast(asInput(arg)), {
  // SPEC §8: success shows a check icon, error an exclamation icon (a caller's own icon still wins).
  success: (arg: ToastArg) => addToast({ color: 'success', icon: <CheckIcon />, ...asInput(arg) }),
  error: (arg: ToastArg) => addToast({ color: 'error', icon: <ExclamationIcon />, ...asInput(arg) }),
  dismiss: dismissToast,
  dismissAll: dismissAllToasts,
});
