// What one server render owns (ADR 044): a store, a query client and the API scope (the page's host, the
// API upstream). Renders overlap, so none of it is global; the browser keeps the page's singletons.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStore } from 'jotai';
import { setApiRenderScopeReader, type ApiRenderScope } from '@keepsake/shared/api-client';
import { createQueryClient } from '@keepsake/shared/query';

export interface RenderScope {
  store: ReturnType<typeof createStore>;
  queryClient: ReturnType<typeof createQueryClient>;
}

/**
 * The shared API client calls same-origin paths with the page's host as X-Host, as in the browser; on the
 * server the page is the request's and the API is the shell's upstream. The scope follows the render's
 * async work: React's retries after data arrives run in the async context they were scheduled from.
 */
const apiScope = new AsyncLocalStorage<ApiRenderScope>();
setApiRenderScopeReader(() => apiScope.getStore());

/** Runs `render` with a store and query client of its own, its API calls made for `origin` to `apiUrl`. */
export function inRenderScope<T>({ origin, apiUrl }: { origin: string; apiUrl: string }, render: (scope: RenderScope) => Promise<T>): Promise<T> {
  const scope: ApiRenderScope = {
    host: new URL(origin).hostname,
    fetch: (input, init) => {
      // Uncompressed: the API is next door, and compressing then inflating each answer was 8% of a render's
      // CPU here (and more in the API for the reads it does not cache), for bytes that never leave the host.
      const headers = new Headers(init?.headers);
      headers.set('Accept-Encoding', 'identity');
      return fetch(input.startsWith('/') ? new URL(input, apiUrl) : input, { ...init, headers });
    },
  };
  return apiScope.run(scope, () => render({ store: createStore(), queryClient: createQueryClient() }));
}

/**
 * Waits until every Suspense boundary resolved (the remotes' code and the page's data) before the first
 * byte: the status code (404 for an unknown obituary) must be known before the answer starts.
 */
export function renderToString(element: ReactNode, errors: unknown[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      // Every boundary in place in the HTML, none sent afterwards with an inline script (which the page's
      // Content-Security-Policy refuses, and which a reader without JavaScript would never see).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      // An error inside a Suspense boundary: React sends that boundary's fallback and the browser renders it.
      onError: (error) => {
        errors.push(error);
      },
    });
    setTimeout(() => stream.abort(new Error('Server rendering timed out')), timeoutMs).unref();
  });
}
