import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { finishPage, pageInTemplate } from './page-pieces.mjs';
import { RenderBusy } from './render-limit.mjs';
import { createRenderThreads } from './render-threads.mjs';

const require = createRequire(import.meta.url);

// Every public page is rendered on the server (ADR 044); the private areas (the Family Portal, the staff
// studio) stay drawn in the browser: they are per account and never indexed. The portal's sign-in page is
// public (issue 28: a family opens it on whatever phone they have) and is rendered as signed out.
const BROWSER_ONLY = /^\/(family-portal(?!\/login\/?$)|studio)(\/|$)/i;
// A password reset and an invitation's sign-up are drawn in the browser: their forms have no plain-HTML
// handler (only sign-in has, form-sign-in.mjs), so a submit before the forms' code arrived would lose what was
// typed, and the sign-up's name comes from the invitation the browser reads.
const browserOnlySignIn = (searchParams) => searchParams.has('reset') || /^\/family-portal\/invitation\//i.test(searchParams.get('redirectTo') ?? '');
// How many render threads a shell process runs (render-threads.mjs, ADR 123): KEEPSAKE_RENDER_THREADS, 1 (the
// supervisor runs one shell worker per core); 0 renders on the main thread, as before ADR 123. And how far
// below the main thread's priority they run: KEEPSAKE_RENDER_NICE, 0 to 19 (0: the same).
const whole = (value, fallback, max = Infinity) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= max ? parsed : fallback;
};
const RENDER_THREADS = whole(process.env.KEEPSAKE_RENDER_THREADS, 1);
const RENDER_NICE = whole(process.env.KEEPSAKE_RENDER_NICE, 0, 19);

/**
 * Server rendering of the public pages (on unless KEEPSAKE_SSR=0; off, every page is drawn in the browser).
 * The shell's server build (shell/dist/server/main.js) renders the App; each remote's server code comes
 * from the remote's own origin, beside the manifest the registry names (<origin>/server/remoteEntry.js), so
 * a remote still deploys alone. Anything that fails gives null: the caller sends the client-rendered page.
 * @param {{ root: string, registry: Record<string, string>, apiUrl: string, enabled?: boolean, recheckMs?: number,
 *   log?: (message: string, error?: unknown) => void, limit?: (task: () => Promise<any>) => Promise<any>, full?: () => boolean }} options
 *   recheckMs: how often a remote's server entry is re-checked. limit: where each render waits for its turn
 *   (render-limit.mjs); its RenderBusy reaches the caller, which answers without a render. full: whether that
 *   limit would refuse a render now (asked first). threads: render threads (render-threads.mjs; 0: none, the
 *   bundle runs on the caller's thread). The function returned has close(), which stops the threads.
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
  threads: threadCount = RENDER_THREADS,
  nice = RENDER_NICE,
}) {
  const bundle = path.join(root, 'server', 'main.js');
  const serverEntries = Object.fromEntries(Object.entries(registry).map(([name, manifestUrl]) => [name, new URL('server/remoteEntry.js', manifestUrl).href]));
  // The shell's server code, read once per thread that renders: a shell deploy restarts the shell's server (the
  // federation runtime keeps state per copy of the bundle, so a second copy on one thread is not an option).
  // With render threads (ADR 123) it is loaded in them only, never on the thread that answers requests.
  const threads = threadCount > 0 ? createRenderThreads({ bundle, size: threadCount, nice }) : null;
  let shell = null;
  const shellRenderer = () => (shell ??= require(bundle));
  const versions = createEntryVersions(serverEntries, { intervalMs: recheckMs });

  /**
   * @param {{ url: string, origin: string, userAgent?: string, websiteVersion?: string | null, template?: string | null, encoding?: 'br' | 'gzip' | null, once?: boolean }} page
   *   websiteVersion: the home's content version (page-cache.mjs), within which the website's reads are reused.
   *   template: the index.html made for a server-rendered page, when known before the render: the page is then
   *   made in it where it was rendered (`html`, its bytes), and compressed there in `encoding` (`encoded`;
   *   `once`: for one visitor, never kept: page-compression.mjs).
   * @returns {Promise<{ status: number, location?: string, complete?: boolean, html?: Buffer, encoded?: Record<string, Buffer>, render?: (template: string) => string } | null>}
   *   render (without `template`): the page into that index.html; neither it nor `html` when nothing was rendered.
   */
  async function serverRender({ url, origin, userAgent = '', websiteVersion = null, template = null, encoding = null, once = false }) {
    const { pathname, searchParams } = new URL(url, 'http://shell.invalid');
    if (!enabled || searchParams.has('preview') || BROWSER_ONLY.test(pathname) || browserOnlySignIn(searchParams)) return null;
    // A page that would be rendered, when the renders and their queue are full: refused before any of the
    // render's work (ADR 120: under a flood most requests end here, so a refusal must cost next to nothing).
    if (full()) throw new RenderBusy();
    if (!existsSync(bundle)) return null;
    try {
      const pieces = await limit(async () => {
        const request = { url, origin, apiUrl, edgeToken, userAgent, websiteVersion, serverEntries: await versions.current() };
        if (threads) return threads.render(request, { template, encoding, once });
        return finishPage(await shellRenderer().renderPage(request), { url, origin, template, encoding, once });
      });
      if (pieces.failedAreas.length > 0) log(`[keepsake] server rendering of ${pathname}: ${pieces.failedAreas.join('; ')}`);
      if (!pieces.rendered) return { status: pieces.status };
      if (pieces.html !== undefined) {
        // Made in the template it was given, and compressed for its visitor where it was rendered. A thread's
        // bytes arrive as a Uint8Array over the memory it moved here: a Buffer over the same memory, no copy.
        const asBuffer = (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        const encoded = Object.fromEntries(Object.entries(pieces.encoded).map(([name, bytes]) => [name, asBuffer(bytes)]));
        return { status: pieces.status, location: pieces.location, complete: pieces.complete, html: asBuffer(pieces.html), encoded };
      }
      return {
        status: pieces.status,
        location: pieces.location,
        complete: pieces.complete,
        render: (page) => pageInTemplate(pieces, page, { origin, pathname }),
      };
    } catch (error) {
      if (error instanceof RenderBusy) throw error;
      log(`[keepsake] server rendering of ${pathname} failed; the browser renders it`, error);
      return null;
    }
  }
  serverRender.close = async () => threads?.close();
  serverRender.stats = () => threads?.stats() ?? { threads: 0 };
  return serverRender;
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
