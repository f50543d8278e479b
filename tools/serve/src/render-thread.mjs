// One render thread of the shell's server (render-threads.mjs): loads the shell's server bundle and renders
// the pages the main thread asks for, several at once, sending back what page-pieces.mjs's finishPage made of
// each: the whole page and its visitor's compression, so that work is done here too, not on the main thread.
import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { finishPage } from './page-pieces.mjs';

const require = createRequire(import.meta.url);
const { bundle, nice } = workerData;

// Below the main thread's CPU priority when asked (Linux: a thread is a task of its own, /proc/thread-self
// names it): when the core is contended, reading requests and sending kept pages go first.
if (nice > 0) {
  try {
    os.setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), nice);
  } catch {
    // Not Linux, or not allowed: the thread runs at the process's priority.
  }
}

let shell = null;
parentPort.on('message', async ({ id, request, template, encoding, once }) => {
  try {
    shell ??= require(bundle);
    const page = finishPage(await shell.renderPage(request), { url: request.url, origin: request.origin, template, encoding, once });
    // The page's bytes and their compression are moved to the main thread, not copied (when they own their
    // memory): a page cloned as a string cost this thread and the main thread a copy each (ADR 126).
    const own = [page.html, ...Object.values(page.encoded ?? {})].filter(
      (bytes) => bytes instanceof Uint8Array && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength,
    );
    parentPort.postMessage(
      { id, page },
      own.map((bytes) => bytes.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error), stack: String(error?.stack ?? error) } });
  }
});
