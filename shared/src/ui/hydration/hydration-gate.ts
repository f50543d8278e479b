/**
 * A promise React can read with `use()` that a region's trigger opens. It is marked fulfilled the moment it is
 * opened (the fields React reads on a thenable it tracks), so a click that opens it in its capture phase finds
 * the region hydratable synchronously: React hydrates the region there and then, and delivers the click to it.
 */
export interface HydrationGate {
  readonly promise: PromiseLike<void>;
  readonly opened: boolean;
  open(): void;
}

type TrackedThenable = PromiseLike<void> & { status?: 'pending' | 'fulfilled'; value?: void };

export function createHydrationGate(): HydrationGate {
  let resolve!: () => void;
  const promise: TrackedThenable = new Promise<void>((done) => {
    resolve = done;
  });
  let opened = false;
  return {
    promise,
    get opened() {
      return opened;
    },
    open() {
      if (opened) return;
      opened = true;
      promise.status = 'fulfilled';
      promise.value = undefined;
      resolve();
    },
  };
}
