type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, after the browser has had its turn (input, paint). The page's
 * start-up is a chain of steps; run back to back, they made tasks of 300–700 ms on a low-end phone, each
 * blocking a visitor's tap for its whole length (issue 44, ADR 124). `scheduler.yield()` resumes ahead of other
 * queued work where the browser has it; a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
