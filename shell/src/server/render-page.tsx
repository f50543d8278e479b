// Renders a public page to HTML with the same App the browser hydrates.
// Called through the server entry (index.ts) by tools/serve when KEEPSAKE_SSR=1 (ADR 044).
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { queryClient } from '@keepsake/shared/query';
import { builderStateAtom, keepsakeStore, redirectsAtom, renderContextAtom, sessionAtom } from '@keepsake/shared/store';
import { App } from '../app';
import { forgetRemoteComponentsOf } from '../remotes/remote-component';
import { PROVIDED_ONLY_FOR_REMOTES } from '../provide-shared';
import { loadWebsite, type Website } from '../website/load-website';
import { findRedirect } from '../routing/find-redirect';
import { serverState, type ServerState } from './server-state';

export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  /** The page's own origin as the visitor asked for it: the API's X-Host and the redirects' origin. */
  origin: string;
  /** The API the shell proxies /api to. */
  apiUrl: string;
  /** Federation name → URL of the remote's server entry (dist/server/remoteEntry.js). */
  serverEntries: Record<string, string>;
  /** Stops waiting for the page's data. */
  timeoutMs?: number;
}

export interface RenderedPage {
  status: number;
  /** A server-provided redirect (SPEC §2) for this path: answered as a 302 instead of a page. */
  location?: string;
  /** The markup inside #root. */
  html: string;
  /** What the browser hydrates with (JSON): the website and the data the page read. */
  state: ServerState;
  /** Remote areas whose server code failed: the browser loads them as without server rendering. */
  failedAreas: string[];
}

// Keeps the lazy imports in the build, so the server provides these singletons to the remotes' server code.
Object.freeze(PROVIDED_ONLY_FOR_REMOTES);

const registered = new Map<string, string>();

/** Registers the remotes whose server entry is new (first render, or a redeploy: a new version in the URL). */
function registerChanged(serverEntries: Record<string, string>): void {
  const changed = Object.entries(serverEntries).filter(([name, entry]) => registered.get(name) !== entry);
  if (changed.length === 0) return;
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  for (const [name, entry] of changed) {
    if (registered.has(name)) forgetRemoteComponentsOf(name);
    registered.set(name, entry);
  }
}

/**
 * One page at a time: the store and the query cache are the page's singletons (shared/), made for one
 * visitor; until they are made per request, renders wait their turn (ADR 044).
 */
let queue: Promise<unknown> = Promise.resolve();
export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const next = queue.then(() => renderAlone(request));
  queue = next.catch(() => undefined);
  return next;
}

async function renderAlone({ url, origin, apiUrl, serverEntries, timeoutMs = 5_000 }: RenderRequest): Promise<RenderedPage> {
  registerChanged(serverEntries);
  const restore = pointApiCallsAt(origin, apiUrl);
  try {
    queryClient.clear();
    const website = await loadWebsite({ previewing: false });
    keepsakeStore.set(builderStateAtom, (state) => ({ ...state, previewing: false }));
    keepsakeStore.set(renderContextAtom, website.context);
    keepsakeStore.set(redirectsAtom, website.redirects);
    keepsakeStore.set(sessionAtom, { status: 'unauthenticated' });
    const redirect = redirectFor(url, origin, website);
    if (redirect) return { status: 302, location: redirect, html: '', state: serverState(302, website, queryClient), failedAreas: [] };
    const errors: unknown[] = [];
    const html = await renderToString(
      <App withBuilderBridge={false} Router={({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>} />,
      errors,
      timeoutMs,
    );
    const status = statusOf(errors);
    return {
      status,
      html,
      state: serverState(status, website, queryClient),
      failedAreas: errors.filter((error) => statusCodeOf(error) === undefined).map(String),
    };
  } finally {
    restore();
  }
}

/**
 * Waits until every Suspense boundary resolved (the remotes' code and the page's data) before the first
 * byte: the status code (404 for an unknown obituary) must be known before the answer starts.
 */
function renderToString(element: ReactNode, errors: unknown[], timeoutMs: number): Promise<string> {
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

/** The page's server-provided redirect, as the browser would apply it (RedirectGate): a real 302 here. */
function redirectFor(url: string, origin: string, website: Website): string | null {
  const { pathname, search } = new URL(url, origin);
  const target = findRedirect(pathname, website.redirects, { origin, allowedOrigins: website.context.settings.allowedRedirectOrigins ?? [] });
  if (target?.kind === 'internal') return target.to.includes('?') ? target.to : target.to + search;
  return target?.kind === 'external' ? target.url : null;
}

function statusCodeOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 ? status : undefined;
}

/** The page's own error (404 for an unknown obituary) is the answer's status; a remote that failed is not. */
function statusOf(errors: unknown[]): number {
  return errors.map(statusCodeOf).find((status) => status !== undefined) ?? 200;
}

/**
 * The shared API client calls same-origin paths with the page's host as X-Host, as in the browser; on the
 * server the page is the request's and the API is the shell's upstream. Renders are one at a time, so the
 * globals are the current request's.
 */
function pointApiCallsAt(origin: string, apiUrl: string): () => void {
  const globals = globalThis as { location?: unknown; fetch: typeof fetch };
  const previousLocation = globals.location;
  const previousFetch = globals.fetch;
  globals.location = new URL(origin);
  globals.fetch = (input, init) => previousFetch(typeof input === 'string' && input.startsWith('/') ? new URL(input, apiUrl) : input, init);
  return () => {
    globals.location = previousLocation;
    globals.fetch = previousFetch;
  };
}
