/** @jest-environment node */
import { createPrefetchQueue } from './prefetch-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('prefetch queue (SPEC §9: at most 4 at a time)', () => {
  it('runs at most four tasks at once and starts the next when one settles', async () => {
    const queue = createPrefetchQueue(4);
    const tasks = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    tasks.forEach((task, index) =>
      queue.enqueue(`r${index}`, () => {
        started.push(index);
        return task.promise;
      }),
    );
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(2);
    tasks[0]!.resolve();
    await tasks[0]!.promise;
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('prefetches each key once, and a failure frees its slot', async () => {
    const queue = createPrefetchQueue(1);
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    const next = jest.fn(() => Promise.resolve());
    queue.enqueue('a', failing);
    queue.enqueue('a', failing);
    queue.enqueue('b', next);
    expect(failing).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(next).toHaveBeenCalledTimes(1);
  });
});
