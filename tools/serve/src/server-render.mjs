import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { jsonForScript, withPageHead } from './page-head.mjs';
import { RenderBusy } from './render-limit.mjs';

const require = createRequire(import.meta.url);

// Every public page is rendered on the server (ADR 044); the private areas (the Family Portal, the staff
// studio) stay drawn in the browser: they are per account and never indexed. The portal's sign-in page is
// public (issue 28: a family opens it on whatever phone they have) and is rendered as signed out.
const BROWSER_ONLY = /^\/(family-portal(?!\/login\/?$)|studio)(\/|$)/i;
// A password reset and an invitation's sign-up are drawn in the browser: their forms have no plain-HTML
// handler (only sign-in has, form-sign-in.mjs), so a submit before the forms' code arrived would lose what was
// typed, and the sign-up's name comes from the invitation the browser reads.
const browserOnlySignIn = (searchParams) => searchParams.has('reset') || /^\/family-portal\/invitation\//i.test(searchParams.get('redirectTo') ?? '');
// A page that carries a token (a reset link, an invitation to sign up, a plan's "finish later" link) or a
// sign-in error is one person's: rendered, never kept by the page cache.
const PERSONAL_QUERY = ['reset', 'redirectTo', 'signInError', 'resume'];

/**
 * Server rendering of the public pages (on unless KEEPSAKE_SSR=0; off, every page is drawn in the browser).
 * The shell's server build (shell/dist/server/main.js) renders the App; each remote's server code comes
 * from the remote's own origin, beside the manifest the registry names (<origin>/server/remoteEntry.js), so
 * a remote still deploys alone. Anything that fails gives null: the caller sends the client-rendered page.
 * @param {{ root: string, registry: Record<string, string>, apiUrl: string, enabled?: boolean, recheckMs?: number,
 *   log?: (message: string, error?: unknown) => void, limit?: (task: () => Promise<any>) => Promise<any>, full?: () => boolean }} options
 *   recheckMs: how often a remote's server entry is re-checked. limit: where each render waits for its turn
 *   (render-limit.mjs); its RenderBusy reaches the caller, which answers without a render. full: whether that
 *   limit would refuse a render now (asked first).
 */
export function createServerRender({
  root,
  registry,
  apiUrl,
  enabled = process.env.KEEPSAKE_SSR !== '0',
  recheckMs = 5_000,
  log = (message, error) => console.warn(message, error),
  limit = (task) => task(),
  full = () => false,
  edgeToken = process.env.KEEPSAKE_INTERNAL_TOKEN ?? null,
}) {
  const bundle = path.join(root, 'server', 'main.js');
  const serverEntries = Object.fromEntries(Object.entries(registry).map(([name, manifestUrl]) => [name, new URL('server/remoteEntry.js', manifestUrl).href]));
  // The shell's server code, read once: a shell deploy restarts the shell's server (the federation runtime
  // keeps process-wide state, so a second copy of the shell in one process is not an option).
  let shell = null;
  const shellRenderer = () => (shell ??= require(bundle));
  const versions = createEntryVersions(serverEntries, { intervalMs: recheckMs });

  /**
   * @param {{ url: string, origin: string, userAgent?: string, websiteVersion?: string | null }} page
   *   websiteVersion: the home's content version (page-cache.mjs), within which the website's reads are reused.
   * @returns {Promise<{ status: number, location?: string, render?: (template: string) => string } | null>}
   *   render: the page into the index.html made for a server-rendered page; absent when nothing was rendered.
   */
  return async function serverRender({ url, origin, userAgent = '', websiteVersion = null }) {
    const { pathname, searchParams } = new URL(url, 'http://shell.invalid');
    if (!enabled || searchParams.has('preview') || BROWSER_ONLY.test(pathname) || browserOnlySignIn(searchParams)) return null;
    // A page that would be rendered, when the renders and their queue are full: refused before any of the
    // render's work (ADR 120: under a flood most requests end here, so a refusal must cost next to nothing).
    if (full()) throw new RenderBusy();
    if (!existsSync(bundle)) return null;
    try {
      const { renderPage } = await shellRenderer();
      const page = await limit(async () => renderPage({ url, origin, apiUrl, edgeToken, userAgent, websiteVersion, serverEntries: await versions.current() }));
      if (page.failedAreas.length > 0) log(`[keepsake] server rendering of ${pathname}: ${page.failedAreas.join('; ')}`);
      // Nothing rendered (the website could not be read): the browser draws the page; the status says why.
      if (page.state === null) return { status: page.status };
      // React writes the page's resource hints (its pictures' preloads, the LCP one with fetchpriority=high)
      // first in its HTML, which lands after every script preload of <head>: the browser would start the
      // largest picture last. They go at the top of <head> instead.
      const [, hints = '', body = page.html] = /^((?:<link\b[^>]*>)*)([\s\S]*)$/.exec(page.html) ?? [];
      const siteName = page.state.website?.context?.company?.name ?? null;
      return {
        status: page.status,
        location: page.location,
        // Every area rendered (none left to the browser), and no one person's sign-in page: only such a page is
        // kept by the page cache.
        complete: page.failedAreas.length === 0 && !PERSONAL_QUERY.some((name) => searchParams.has(name)),
        // Replacements by function: the page is visitors' text, and in a replacement string `$&`, `$'` or `$$`
        // would be read as patterns (a memory saying "$$" lost a dollar sign).
        render: (template) =>
          withPageHead(template, page.head, { origin, pathname, siteName })
            .replace('<title>', () => `${hints}<title>`)
            .replace('</head>', () => `${page.styles}</head>`)
            .replace(
              '<div id="root"></div>',
              () => `<div id="root">${body}</div><script type="application/json" id="keepsake-server-state">${jsonForScript(page.state)}</script>`,
            ),
      };
    } catch (error) {
      if (error instanceof RenderBusy) throw error;
      log(`[keepsake] server rendering of ${pathname} failed; the browser renders it`, error);
      return null;
    }
  };
}

/**
 * The remotes' server entries with their deployed version (the entry's ETag) in the URL: a remote that
 * redeploys gets a new URL, which the shell's server registers again (render-page.tsx), so a running server
 * renders the new code without a restart. Checked with a HEAD at most every `intervalMs`, as preload.mjs
 * re-checks the browser manifests; an entry that does not answer keeps its last known version.
 * @param {Record<string, string>} serverEntries
 */
export function createEntryVersions(serverEntries, { intervalMs = 5_000, fetchImpl = fetch } = {}) {
  const versions = new Map();
  let checkedAt = -Infinity;
  let checking = null;
  async function check() {
    await Promise.all(
      Object.entries(serverEntries).map(async ([name, url]) => {
        try {
          const response = await fetchImpl(url, { method: 'HEAD', signal: AbortSignal.timeout(1_000) });
          const version = response.ok ? (response.headers.get('etag') ?? response.headers.get('last-modified')) : null;
          if (version) versions.set(name, version);
        } catch {
          // Down or slow: its render fails over to the browser, as the page says.
        }
      }),
    );
  }
  return {
    async current() {
      if (Date.now() - checkedAt >= intervalMs) {
        checkedAt = Date.now();
        checking = check().finally(() => {
          checking = null;
        });
      }
      if (checking) await checking;
      return Object.fromEntries(
        Object.entries(serverEntries).map(([name, url]) => [name, versions.has(name) ? `${url}?v=${encodeURIComponent(versions.get(name))}` : url]),
      );
    },
  };
}
