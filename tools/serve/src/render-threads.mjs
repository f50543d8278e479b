import { Worker } from 'node:worker_threads';

// The shell's renders off its main thread (ADR 123). Under a flood of unique URLs a worker's event loop ran
// React's renders between reading requests: a request for a kept page waited for that turn of the loop,
// 100–400 ms (ADR 120). Here the shell's server bundle is loaded in `size` worker threads of the process, and
// each render is asked of one of them; the main thread only reads requests, answers from the page cache,
// refuses, and sends what a thread made. The render limit (render-limit.mjs) still bounds how many renders
// are in flight; a thread runs several at once (they wait on the API most of their time).
//
// Nothing is shared between threads but messages: each has its own copy of the bundle, React and the
// federation runtime (which keeps state per copy), as each process of the shell already has. A thread that
// dies (a crash, out of memory) fails its renders (the browser draws those pages) and is started again at the
// next render. Threads start at their first render and do not keep the process alive while idle.

/**
 * @param {{ bundle: string, size?: number, nice?: number }} options bundle: the shell's server bundle
 *   (dist/server/main.js). size: threads (KEEPSAKE_RENDER_THREADS, 1: with one shell worker per core, one
 *   thread per worker). nice: the threads' CPU priority below the main thread's (KEEPSAKE_RENDER_NICE, 0).
 */
export function createRenderThreads({ bundle, size = 1, nice = 0 }) {
  /** @type {Array<{ worker: Worker, pending: Map<number, { resolve: (page: any) => void, reject: (error: Error) => void }> }>} */
  const threads = [];
  let lastId = 0;
  let closed = false;

  function start() {
    const worker = new Worker(new URL('./render-thread.mjs', import.meta.url), { workerData: { bundle, nice }, stdout: false, stderr: false });
    const thread = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', ({ id, page, error }) => {
      const task = thread.pending.get(id);
      if (!task) return;
      thread.pending.delete(id);
      if (thread.pending.size === 0) worker.unref();
      if (error) task.reject(Object.assign(new Error(error.message), { stack: error.stack }));
      else task.resolve(page);
    });
    const fail = (error) => {
      const at = threads.indexOf(thread);
      if (at >= 0) threads.splice(at, 1);
      for (const task of thread.pending.values()) task.reject(error);
      thread.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the render thread exited (code ${code})`)));
    threads.push(thread);
    return thread;
  }

  return {
    /**
     * Renders one page (the bundle's renderPage) in the least busy thread.
     * @param {object} request what renderPage takes (cloned into the thread)
     * @param {{ template?: string | null, encoding?: 'br' | 'gzip' | null, once?: boolean }} [finish] what finishPage takes
     * @returns {Promise<any>} what the thread made of the page (page-pieces.mjs, finishPage)
     */
    render(request, { template = null, encoding = null, once = false } = {}) {
      if (closed) return Promise.reject(new Error('the render threads are closed'));
      const idle = threads.reduce((best, thread) => (best && best.pending.size <= thread.pending.size ? best : thread), null);
      const thread = threads.length < size && (!idle || idle.pending.size > 0) ? start() : idle;
      lastId += 1;
      const id = lastId;
      return new Promise((resolve, reject) => {
        if (thread.pending.size === 0) thread.worker.ref();
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage({ id, request, template, encoding, once });
      });
    },
    /** Threads running and renders in them (the memory report). */
    stats: () => ({ threads: threads.length, size, inThreads: threads.reduce((sum, thread) => sum + thread.pending.size, 0) }),
    async close() {
      closed = true;
      await Promise.all(threads.splice(0).map((thread) => thread.worker.terminate()));
    },
  };
}
