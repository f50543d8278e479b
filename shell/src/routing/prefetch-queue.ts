/** Runs tasks with at most `limit` at a time (SPEC §9: route prefetch limited to 4 at a time); each key once. */
export function createPrefetchQueue(limit = 4) {
  const seen = new Set<string>();
  const waiting: Array<() => Promise<unknown>> = [];
  let running = 0;

  const pump = () => {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      running += 1;
      task()
        .catch(() => {
          // A failed prefetch is not an error: the real navigation will load (and report) it.
        })
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  return {
    enqueue(key: string, task: () => Promise<unknown>): void {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(task);
      pump();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
