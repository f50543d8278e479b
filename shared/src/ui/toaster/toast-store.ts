import { atom } from 'jotai';
import { keepsakeStore } from '@keepsake/shared/store';
import { TOASTS_KEPT, TOAST_DEFAULT_DURATION_MS, TOAST_REMOVE_DELAY_MS } from './toast-constants';
import type { Toast, ToastInput } from './toast-types';

// Newest first. In the shared store so a toast raised from any remote shows in the one <Toaster />.
export const toastsAtom = atom<readonly Toast[]>([]);

interface Countdown {
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | undefined;
}

// Timers live outside the atom: they are side effects, and the module is a singleton like the store.
const countdowns = new Map<string, Countdown>();
let paused = false;
let nextId = 0;

const readToasts = () => keepsakeStore.get(toastsAtom);
const writeToasts = (toasts: readonly Toast[]) => keepsakeStore.set(toastsAtom, toasts);

function stopCountdown(id: string) {
  clearTimeout(countdowns.get(id)?.handle);
  countdowns.delete(id);
}

function startCountdown(id: string, duration: number) {
  // 0 or Infinity: the toast stays until someone closes it.
  if (!Number.isFinite(duration) || duration <= 0) return;
  countdowns.set(id, {
    remaining: duration,
    startedAt: Date.now(),
    handle: paused ? undefined : setTimeout(() => dismissToast(id), duration),
  });
}

export function addToast(input: ToastInput): string {
  const id = `toast-${++nextId}`;
  const toast: Toast = { close: true, ...input, id, open: true, duration: input.duration ?? TOAST_DEFAULT_DURATION_MS };
  const all = [toast, ...readToasts()];
  // SPEC §4: only the last five are kept; older ones go at once, without a closing transition.
  all.slice(TOASTS_KEPT).forEach((dropped) => stopCountdown(dropped.id));
  writeToasts(all.slice(0, TOASTS_KEPT));
  startCountdown(id, toast.duration);
  return id;
}

// SPEC §4: first marked closed (so it can fade out), then deleted after 200 ms.
export function dismissToast(id: string): void {
  stopCountdown(id);
  if (!readToasts().some((toast) => toast.id === id && toast.open)) return;
  writeToasts(readToasts().map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  setTimeout(() => writeToasts(readToasts().filter((toast) => toast.id !== id)), TOAST_REMOVE_DELAY_MS);
}

export function dismissAllToasts(): void {
  readToasts().forEach((toast) => dismissToast(toast.id));
}

// While the visitor hovers or focuses the toaster nothing closes under them (WCAG 2.2.1).
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  const now = Date.now();
  countdowns.forEach((countdown) => {
    clearTimeout(countdown.handle);
    countdown.remaining -= now - countdown.startedAt;
    countdown.handle = undefined;
  });
}

export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  const now = Date.now();
  countdowns.forEach((countdown, id) => {
    countdown.startedAt = now;
    countdown.handle = setTimeout(() => dismissToast(id), Math.max(0, countdown.remaining));
  });
}
