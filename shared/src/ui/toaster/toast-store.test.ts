/** @jest-environment node */
import { keepsakeStore } from '@keepsake/shared/store';
import { TOASTS_KEPT, TOAST_DEFAULT_DURATION_MS, TOAST_REMOVE_DELAY_MS } from './toast-constants';
import { addToast, dismissAllToasts, dismissToast, pauseToasts, resumeToasts, toastsAtom } from './toast-store';

const toasts = () => keepsakeStore.get(toastsAtom);
const byId = (id: string) => toasts().find((toast) => toast.id === id);

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    resumeToasts();
    dismissAllToasts();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('adds open toasts newest first with the default duration and a close button', () => {
    const first = addToast({ title: 'Photo uploaded' });
    const second = addToast({ title: 'Memory shared' });
    expect(toasts().map((toast) => toast.id)).toEqual([second, first]);
    expect(byId(first)).toMatchObject({ open: true, close: true, duration: TOAST_DEFAULT_DURATION_MS });
  });

  it('closes itself when its duration ends, then is deleted after the removal delay', () => {
    const id = addToast({ title: 'Saved' });
    jest.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    expect(byId(id)?.open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(byId(id)?.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(byId(id)).toBeDefined();
    jest.advanceTimersByTime(1);
    expect(byId(id)).toBeUndefined();
  });

  it('honours a custom duration and stays without one', () => {
    const short = addToast({ title: 'Short', duration: 1000 });
    const sticky = addToast({ title: 'Sticky', duration: Infinity });
    jest.advanceTimersByTime(1000);
    expect(byId(short)?.open).toBe(false);
    jest.advanceTimersByTime(60_000);
    expect(byId(sticky)?.open).toBe(true);
  });

  it(`keeps only the last ${TOASTS_KEPT}`, () => {
    const ids = Array.from({ length: TOASTS_KEPT + 2 }, (_, i) => addToast({ title: `Toast ${i}` }));
    expect(toasts().map((toast) => toast.id)).toEqual(ids.slice(2).reverse());
  });

  it('marks a dismissed toast closed first and deletes it 200 ms later', () => {
    const id = addToast({ title: 'Payment received' });
    dismissToast(id);
    expect(byId(id)?.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(byId(id)).toBeUndefined();
  });

  it('ignores dismissing a toast twice or one that is gone', () => {
    const id = addToast({ title: 'Once' });
    dismissToast(id);
    dismissToast(id);
    dismissToast('toast-unknown');
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(toasts()).toEqual([]);
  });

  it('stops the countdown while paused and continues with the time left', () => {
    const id = addToast({ title: 'Hover me', duration: 1000 });
    jest.advanceTimersByTime(600);
    pauseToasts();
    jest.advanceTimersByTime(10_000);
    expect(byId(id)?.open).toBe(true);
    resumeToasts();
    jest.advanceTimersByTime(399);
    expect(byId(id)?.open).toBe(true);
    jest.advanceTimersByTime(1);
    expect(byId(id)?.open).toBe(false);
  });
});
