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
export function inRenderScope<T>(
  { origin, apiUrl, edgeToken = null, websiteVersion = null }: { origin: string; apiUrl: string; edgeToken?: string | null; websiteVersion?: string | null },
  render: (scope: RenderScope) => Promise<T>,
): Promise<T> {
  const scope: ApiRenderScope = {
    host: new URL(origin).hostname,
    fetch: (input, init) => {
      const url = input.startsWith('/') ? new URL(input, apiUrl) : new URL(input);
      // Uncompressed: the API is next door, and compressing then inflating each answer was 8% of a render's
      // CPU here (and more in the API for the reads it does not cache), for bytes that never leave the host.
      const headers = new Headers(init?.headers);
      headers.set('Accept-Encoding', 'identity');
      // X-Host is believed only beside the internal token (issue 37 point 7: api/src/plugins/edge-trust.ts).
      if (edgeToken) headers.set('x-keepsake-edge', edgeToken);
      const send = () => fetch(url, { ...init, headers });
      const reused = websiteVersion && (init?.method ?? 'GET') === 'GET' && WEBSITE_READS.has(url.pathname + url.search);
      return reused ? websiteRead(`${websiteVersion}\u0001${headers.get('X-Host')}\u0001${url.href}`, send) : send();
    },
  };
  return apiScope.run(scope, () => render({ store: createStore(), queryClient: createQueryClient() }));
}

/**
 * The website's two reads (the approved render context and the redirects) are the same for every page of a
 * home until its content changes: with the home's content version (the shell's page cache hears each of its
 * invalidations: tools/serve/src/page-cache.mjs) they are read once per version and 10 s, not once per page
 * (issue 28: each read was a round trip and a parse of tens of KB on every render). Without a version (the
 * shell does not hear the invalidations) every render reads them.
 */
const WEBSITE_READS = new Set(['/api/web/render-context/approved', '/api/web/redirects']);
const WEBSITE_READ_MS = 10_000;
const websiteReads = new Map<string, { at: number; answer: Promise<{ status: number; type: string; body: string }> }>();

function websiteRead(key: string, send: () => Promise<Response>): Promise<Response> {
  const now = Date.now();
  let kept = websiteReads.get(key);
  if (!kept || now - kept.at >= WEBSITE_READ_MS) {
    const answer = send().then(async (response) => ({
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: await response.text(),
    }));
    kept = { at: now, answer };
    websiteReads.set(key, kept);
    // Only a good answer is kept: an error is asked again by the next page.
    const entry = kept;
    answer.then(
      ({ status }) => status !== 200 && websiteReads.get(key) === entry && websiteReads.delete(key),
      () => websiteReads.get(key) === entry && websiteReads.delete(key),
    );
    if (websiteReads.size > 2_000) websiteReads.delete(websiteReads.keys().next().value as string);
  }
  // Each page gets its own Response (a body is read once) over the one text.
  return kept.answer.then(({ status, type, body }) => new Response(body, { status, headers: { 'content-type': type } }));
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
