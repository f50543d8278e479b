// Renders a public page to HTML with the same App the browser hydrates.
// Called through the server entry (index.ts) by tools/serve for every public page (ADR 044).
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom/server';
import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
import { RenderQueryClient } from '@keepsake/shared/query';
import { PageHeadContext, type PageHead } from '@keepsake/shared/ui';
import { builderStateAtom, redirectsAtom, renderContextAtom, sessionAtom } from '@keepsake/shared/store';
import { App } from '../app';
import { forgetRemoteComponentsOf } from '../remotes/remote-component';
import { PROVIDED_ONLY_FOR_REMOTES } from '../provide-shared';
import { loadWebsite, type Website } from '../website/load-website';
import { findRedirect } from '../routing/find-redirect';
import { PageOriginContext } from '../routing/page-origin';
import { serverState, type ServerState } from './server-state';
import { inRenderScope, renderToString } from './render-scope';
import { ServerErrorPage } from './server-error-page';
import { createPageStyles } from './page-styles';
import { errorContent } from '../errors/error-content';

export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  /** The page's own origin as the visitor asked for it: the API's X-Host and the redirects' origin. */
  origin: string;
  /** The API the shell proxies /api to. */
  apiUrl: string;
  /** The internal token sent beside X-Host (tools/serve/src/edge-headers.mjs); the API refuses X-Host without it. */
  edgeToken?: string | null;
  /** Federation name → URL of the remote's server entry (dist/server/remoteEntry.js). */
  serverEntries: Record<string, string>;
  /** The visitor's User-Agent: a bot is never shown the error page (SPEC §8). */
  userAgent?: string;
  /** Stops waiting for the page's data. */
  timeoutMs?: number;
  /** The home's content version, while the shell hears the API's invalidations: the website's reads are reused within it (render-scope.tsx). */
  websiteVersion?: string | null;
}

export interface RenderedPage {
  status: number;
  /** A server-provided redirect (SPEC §2) for this path: answered as a 302 instead of a page. */
  location?: string;
  /** The markup inside #root. */
  html: string;
  /** The page's styles, for <head>: emotion's <style> tags of what the markup uses. */
  styles: string;
  /** What the browser hydrates with (JSON): the website and the data the page read. Null: nothing was
   * rendered (the website could not be read); the browser draws the page, the status says why. */
  state: ServerState | null;
  /** Remote areas whose server code failed: the browser loads them as without server rendering. */
  failedAreas: string[];
  /** The page's title, description and link preview, as the page named itself (useDocumentTitle). */
  head: PageHead | null;
}

// Keeps the lazy imports in the build, so the server provides these singletons to the remotes' server code.
Object.freeze(PROVIDED_ONLY_FOR_REMOTES);

const registered = new Map<string, string>();

type ShareScope = Record<string, Record<string, { from: string }>>;
const shareScope = (): ShareScope => (getInstance()?.shareScopeMap.default ?? {}) as ShareScope;

/**
 * The shell's own shares as it provided them, before any remote loaded. Replacing a remote (`force`) makes
 * the runtime delete the share entries that remote used, the shell's among them: without putting them back,
 * every other remote then fails on the next shared module it asks for ("Can not get
 * '@keepsake/shared/contract'"), until the process restarts. Measured in e2e: a redeploy of obituaries
 * broke the contact page's server rendering.
 */
let shellShares: [string, string, { from: string }][] | null = null;

function keepShellShares(): void {
  const scope = shareScope();
  shellShares ??= Object.entries(scope).flatMap(([name, versions]) =>
    Object.entries(versions)
      .filter(([, shared]) => shared.from === getInstance()?.name)
      .map(([version, shared]): [string, string, { from: string }] => [name, version, shared]),
  );
  for (const [name, version, shared] of shellShares) (scope[name] ??= {})[version] = shared;
}

/** Registers the remotes whose server entry is new (first render, or a redeploy: a new version in the URL). */
function registerChanged(serverEntries: Record<string, string>): void {
  const changed = Object.entries(serverEntries).filter(([name, entry]) => registered.get(name) !== entry);
  if (changed.length === 0) return;
  keepShellShares();
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  keepShellShares();
  for (const [name, entry] of changed) {
    if (registered.has(name)) forgetRemoteComponentsOf(name);
    registered.set(name, entry);
  }
}

/**
 * Renders overlap: each has its own store, query client and API scope (host and upstream), so nothing of
 * one visitor's page reaches another's and no global is pointed at a request (ADR 044).
 */
export async function renderPage({
  url,
  origin,
  apiUrl,
  edgeToken = null,
  serverEntries,
  userAgent = '',
  timeoutMs = 5_000,
  websiteVersion = null,
}: RenderRequest): Promise<RenderedPage> {
  registerChanged(serverEntries);
  return inRenderScope({ origin, apiUrl, edgeToken, websiteVersion }, async ({ store, queryClient }) => {
    const website = await websiteOrStatus();
    // No website (the API down, an unknown host): the answer is the status, the page is drawn in the browser.
    if (typeof website === 'number') return { status: website, html: '', styles: '', state: null, failedAreas: [], head: null };
    store.set(builderStateAtom, (state) => ({ ...state, previewing: false }));
    store.set(renderContextAtom, website.context);
    store.set(redirectsAtom, website.redirects);
    store.set(sessionAtom, { status: 'unauthenticated' });
    const redirect = redirectFor(url, origin, website);
    if (redirect) return { status: 302, location: redirect, html: '', styles: '', state: serverState(302, website, queryClient), failedAreas: [], head: null };
    const errors: unknown[] = [];
    const page: { head: PageHead | null } = { head: null };
    const { Styles, tagsFor } = createPageStyles();
    let html = await renderToString(
      <Styles>
        <RenderQueryClient client={queryClient}>
          <PageOriginContext.Provider value={origin}>
            <PageHeadContext.Provider value={page}>
              <App
                withBuilderBridge={false}
                store={store}
                Router={({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>}
              />
            </PageHeadContext.Provider>
          </PageOriginContext.Provider>
        </RenderQueryClient>
      </Styles>,
      errors,
      timeoutMs,
    );
    const status = statusOf(errors);
    // React renders no error boundary on the server: the failed page's boundary holds its loading state.
    const pageError = errors.find((error) => statusCodeOf(error) !== undefined);
    if (pageError) {
      html = await renderToString(
        <Styles>
          <ServerErrorPage store={store} error={pageError} userAgent={userAgent} />
        </Styles>,
        [],
        timeoutMs,
      );
      page.head = { title: errorContent(pageError).title, noindex: true };
    }
    return {
      status,
      html,
      styles: tagsFor(html),
      state: serverState(status, website, queryClient),
      failedAreas: errors.filter((error) => statusCodeOf(error) === undefined).map(String),
      head: page.head,
    };
  });
}

/**
 * The website the page is rendered in, or the status to answer with when it cannot be read: the API's
 * own 4xx (an unknown host is a 404), and 503 when the API failed or did not answer (issue 14: 5xx for
 * failures, never a 200 that only says "Loading…").
 */
async function websiteOrStatus(): Promise<Website | number> {
  try {
    return await loadWebsite({ previewing: false });
  } catch (error) {
    const status = statusCodeOf(error);
    return status !== undefined && status < 500 ? status : 503;
  }
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
