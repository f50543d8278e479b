// How many pages one shell process renders at once (issue 37 point 1). A render is CPU (React on the
// server) and reads of the API; without a bound, 500 connections asking for pages nobody has seen made a
// request for the cached home page wait 9.45 s behind them. With one, at most `concurrency` renders run and
// `queue` wait; past that a render is refused at once (RenderBusy) and the caller sends the page it has
// kept, if any, or a 503 with Retry-After. A cached page never goes through here.

export class RenderBusy extends Error {
  constructor() {
    // Without a stack: under a flood most requests end here, and the stack is never read (ADR 120).
    const { stackTraceLimit } = Error;
    Error.stackTraceLimit = 0;
    super('Too many pages are being rendered right now.');
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'RenderBusy';
  }
}

const positive = (value, fallback) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/**
 * @param {{ concurrency?: number, queue?: number, maxWaitMs?: number }} [options] defaults: KEEPSAKE_RENDER_CONCURRENCY
 *   (4), KEEPSAKE_RENDER_QUEUE (16) and KEEPSAKE_RENDER_WAIT_MS (1000): a short queue, short in time too (a
 *   loaded machine renders slowly), so no visitor waits long for a render that is not theirs to wait for.
 */
export function createRenderLimit({
  concurrency = positive(process.env.KEEPSAKE_RENDER_CONCURRENCY, 4),
  queue = positive(process.env.KEEPSAKE_RENDER_QUEUE, 16),
  maxWaitMs = positive(process.env.KEEPSAKE_RENDER_WAIT_MS, 1_000),
} = {}) {
  let active = 0;
  let refused = 0;
  /** @type {Array<() => void>} */
  const waiting = [];
  const next = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return {
    /**
     * Runs `task` when a render slot is free; rejects with RenderBusy when the queue is full.
     * @template T @param {() => Promise<T>} task @returns {Promise<T>}
     */
    run(task) {
      if (active >= concurrency && waiting.length >= queue) {
        refused += 1;
        return Promise.reject(new RenderBusy());
      }
      const start = () => {
        active += 1;
        return Promise.resolve().then(task).finally(next);
      };
      if (active < concurrency) return start();
      return new Promise((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer);
          start().then(resolve, reject);
        };
        // Still waiting after maxWaitMs: refused as if the queue had been full.
        const timer = setTimeout(() => {
          const at = waiting.indexOf(turn);
          if (at < 0) return;
          waiting.splice(at, 1);
          refused += 1;
          reject(new RenderBusy());
        }, maxWaitMs);
        waiting.push(turn);
      });
    },
    /**
     * Whether a render asked for now would be refused at once: the caller answers before any of a render's
     * work (reading the host's content version, the remotes' versions), so a refusal costs next to nothing.
     */
    full() {
      if (active < concurrency || waiting.length < queue) return false;
      refused += 1;
      return true;
    },
    /** What the memory report shows: renders running, waiting and refused so far. */
    stats: () => ({ active, queued: waiting.length, refused, concurrency, queue }),
  };
}
