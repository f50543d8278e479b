import { registerApiProxy } from './api-proxy.mjs';
import { createStaticOrigin } from './static-origin.mjs';
import { createIndexHtml } from './index-html.mjs';
import { createPreloads } from './preload.mjs';
import { createServerRender } from './server-render.mjs';
import { clientHas, createPageCache, encodingFor, NotKeptNow, pageCacheKey } from './page-cache.mjs';
import { pageUrlOf } from './page-query.mjs';
import { createRenderLimit, RenderBusy } from './render-limit.mjs';
import { createHostInfo, pageSecurityHeaders, SUSPENDED_PAGE } from './security-headers.mjs';
import { registerFormSignIn } from './form-sign-in.mjs';
import { isPaymentPage } from './payment-pages.mjs';
import { isLinkPage, LINK_PAGE_HEADERS } from './link-pages.mjs';

/**
 * The shell's origin: its static files, /remotes.json from configuration, /api proxied to the API
 * (api-proxy.mjs), /livez and /readyz, and index.html for every other path (the router in the page
 * decides what it shows).
 * @param {{ root: string, registry: Record<string,string>, apiUrl: string, logger?: boolean, serverRendering?: boolean,
 *   timeouts?: ReturnType<typeof import('./static-origin.mjs').serverTimeouts>, recheckMs?: number, devReload?: () => string }} options
 *   serverRendering: the public pages rendered on the server (server-render.mjs, ADR 044); on unless KEEPSAKE_SSR=0.
 *   recheckMs: how old the remotes' manifests and server entries may be before a page re-checks them (5 s).
 *   devReload (`npm run dev` only): the current build's version; every page polls it and reloads when it changes.
 *   internalToken: reads the API's invalidations for the rendered-page cache (page-cache.mjs); without it, no cache.
 *   payments: the card provider's origins (config.mjs paymentsFromEnv), allowed on the payment pages only (ADR 100).
 */
export async function createShellServer({
  root,
  registry,
  apiUrl,
  logger = false,
  serverRendering = process.env.KEEPSAKE_SSR !== '0',
  timeouts,
  recheckMs = 5_000,
  devReload,
  internalToken = process.env.KEEPSAKE_INTERNAL_TOKEN,
  payments = null,
}) {
  const app = await createStaticOrigin({
    root,
    logger,
    index: false,
    // The shell's server code (dist/server/, ADR 044) runs here and is no file of the site. A page's path (no
    // extension: every file of the shell has one) is no file either: it goes to the page without asking the
    // disk, which under a flood of unique URLs cost a tenth of a worker's time (ADR 120).
    allowedPath: (pathName) => !/^\/server(\/|$)/i.test(pathName) && /\.[^/]+$/.test(pathName),
    // Ready when the API answers its own readiness (the database): without it no page can be drawn.
    ready: async () => ((await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(2000) })).ok ? null : 'the API is not ready'),
    timeouts,
  });
  const indexHtml = await createIndexHtml({ root, registry, preloads: createPreloads({ root, registry, maxAgeMs: recheckMs }) });
  // At most a few renders at once, a short queue, and a page from memory never waits behind them (issue 37).
  const renders = createRenderLimit();
  const serverRender = createServerRender({ root, registry, apiUrl, enabled: serverRendering, recheckMs, limit: renders.run, full: renders.full });
  // Its render threads (ADR 123) stop with the server.
  app.addHook('onClose', async () => serverRender.close());
  const withDevReload = devReload ? addDevReload(app, devReload) : (html) => html;
  // Rendered public pages from memory (issue 28); not with `npm run dev`, whose pages change with each build.
  // KEEPSAKE_PAGE_CACHE=0 turns it off (to measure without it, or to rule it out).
  const pageCache = serverRendering && !devReload && process.env.KEEPSAKE_PAGE_CACHE !== '0' ? createPageCache({ apiUrl, token: internalToken }) : null;
  if (pageCache) app.addHook('onClose', async () => pageCache.close());
  const remoteOrigins = [...new Set(Object.values(registry).map((url) => new URL(url).origin))];
  // Per home (issue 27): who may frame its pages, and whether it is suspended; 10 s per host.
  const hostInfo = createHostInfo({ apiUrl, extra: (process.env.STUDIO_ORIGINS || '').split(',').filter(Boolean) });
  // A page's security headers are the same for every page of a host (but payment pages): made once per answer
  // of hostInfo and scheme, not per request (under a flood they were a few per cent of a worker's time).
  /** @type {WeakMap<object, Map<boolean, Record<string, string>>>} */
  const madeHeaders = new WeakMap();
  const pageHeadersOf = (info, https) => {
    let byScheme = madeHeaders.get(info);
    if (!byScheme) madeHeaders.set(info, (byScheme = new Map()));
    let headers = byScheme.get(https);
    if (!headers) byScheme.set(https, (headers = pageSecurityHeaders({ remoteOrigins, frameAncestors: info.frameAncestors, https })));
    return headers;
  };
  const securePage = async (request, reply) => {
    const https = request.protocol === 'https';
    const info = await hostInfo(request.hostname);
    if (!isPaymentPage(request.url)) reply.headers(pageHeadersOf(info, https));
    else
      reply.headers(
        pageSecurityHeaders({
          remoteOrigins,
          frameAncestors: info.frameAncestors,
          https,
          payment: payments ?? { frameOrigins: [], scriptOrigins: [], connectOrigins: [] },
        }),
      );
    return info;
  };
  await registerApiProxy(app, { apiUrl });
  await registerFormSignIn(app, { apiUrl });
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return registry;
  });
  /**
   * The page for a path: server-rendered when it can be (server-render.mjs), else the app's index.html.
   * `url`: what is rendered; for the page cache, only the query the page reads (page-query.mjs). `encoding`:
   * the compression its visitor takes, made where it is rendered; `once`: for this visitor only (never kept).
   */
  const pageFor = async (request, url = request.url, encoding = null, once = false) => {
    const rendered = await serverRender({
      url,
      origin: `${request.protocol}://${request.host}`,
      userAgent: request.headers['user-agent'] ?? '',
      // While the cache hears the API's invalidations, the home's website is read once per content version.
      websiteVersion: (await pageCache?.contentVersion(request.hostname)) ?? null,
      // The page is made, and compressed for the page cache's first visitor, where it is rendered (ADR 123).
      template: indexHtml(request.url, { serverRendered: true }),
      encoding,
      once,
    });
    if (rendered?.location) return { status: rendered.status, location: rendered.location };
    if (rendered?.html === undefined) return { status: rendered?.status ?? 200, html: indexHtml(request.url) };
    return { status: rendered.status, serverRendered: true, complete: rendered.complete, html: rendered.html, encoded: rendered.encoded };
  };
  // What this process holds (issue 37 point 1): its memory, its page cache and its renders. For the operator
  // and the bench, with the internal token; one worker's figures (each worker of the shell has its own).
  app.get('/__keepsake/memory', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!internalToken || request.headers.authorization !== `Bearer ${internalToken}`) return reply.code(404).type('text/plain').send('Not found');
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    return {
      pid: process.pid,
      rss,
      heapUsed,
      heapTotal,
      external,
      arrayBuffers,
      pageCache: pageCache?.stats() ?? null,
      renders: { ...renders.stats(), ...serverRender.stats() },
    };
  });
  /** A kept page: 304 when the visitor has it, else its bytes in the best encoding they take. */
  const sendCachedPage = (request, reply, page, hit) => {
    reply
      .header('ETag', page.etag)
      .header('Vary', 'Accept-Encoding, Cookie')
      .header('X-Keepsake-Page-Cache', hit ? 'hit' : 'miss');
    if (clientHas(request, page.etag)) return reply.code(304).send();
    reply.code(200).type('text/html; charset=utf-8');
    const encoding = encodingFor(request);
    return encoding ? reply.header('Content-Encoding', encoding).send(page.encoded(encoding)) : reply.send(page.html);
  };
  /** Only a server-rendered 200 page is kept; anything else (redirects, errors, a failed render) is made afresh each time. */
  // A page with an area left to the browser (a remote was down) is not kept either: the next visitor gets it whole.
  const cacheable = (page) => page.serverRendered && page.complete && page.status === 200 && !page.location;
  const sendPage = async (request, reply, pageOf) => {
    const { suspended } = await securePage(request, reply);
    if (suspended) {
      return reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '3600').type('text/html; charset=utf-8').send(SUSPENDED_PAGE);
    }
    // A payment page is never stored anywhere (ADR 100); the others are revalidated on every load.
    const payment = isPaymentPage(request.url);
    reply.header('Cache-Control', payment ? 'no-store' : 'no-cache');
    // A page whose address is its key (a mailed link's token) is kept by no cache, ours included (link-pages.mjs).
    const linkPage = isLinkPage(request.url);
    if (linkPage) reply.headers(LINK_PAGE_HEADERS);
    const key = pageCache?.live && pageOf === pageFor && !payment && !linkPage ? pageCacheKey(request) : null;
    // A page rendered for the cache but not kept (a 404, a redirect) is sent as is, not rendered twice.
    let fresh = null;
    let cached = { page: null };
    let page;
    // The compression this visitor takes, made where its page is rendered. Not with devReload, which edits the page.
    const encoding = devReload ? null : encodingFor(request);
    try {
      if (key) {
        const pageUrl = pageUrlOf(request.url);
        cached = await pageCache
          .get(key, async () => {
            fresh = await pageFor(request, pageUrl, encodingFor(request));
            // A redirect keeps the whole query it was asked with (e.g. a campaign's): made again for it.
            if (fresh.location && pageUrl !== request.url) fresh = null;
            // Whole but for an area left to the browser (a remote or the API was slow): sent, not kept, and a
            // page kept before stays.
            if (fresh && fresh.serverRendered && !fresh.complete && fresh.status === 200) throw new NotKeptNow(fresh);
            return fresh && cacheable(fresh) ? fresh : null;
          })
          .catch((error) => {
            if (error instanceof NotKeptNow) return { page: null };
            throw error;
          });
      }
      if (cached.page) return sendCachedPage(request, reply, cached.page, cached.hit);
      // A page no cache keeps (a visitor with a cookie, a payment or link page, the cache not hearing the API) is
      // compressed for its visitor where it is rendered too: @fastify/compress's stream of the page cost the
      // main thread a quarter of its time per miss (ADR 126).
      page = fresh ?? (await pageOf(request, request.url, encoding, true));
    } catch (error) {
      if (!(error instanceof RenderBusy)) throw error;
      // Too many renders at once, and no page kept for this one: come back in a moment (after BUSY_DELAY_MS).
      if (BUSY_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, BUSY_DELAY_MS));
      return reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '5').type('text/html; charset=utf-8').send(BUSY_PAGE);
    }
    // The staff studio is never for search engines.
    if (/^\/studio(\/|\?|$)/i.test(request.url)) reply.header('X-Robots-Tag', 'noindex, nofollow');
    if (page.location) return reply.redirect(page.location, page.status);
    // A bot gets an error's status without the error page (SPEC §8): the answer depends on who asks.
    if (page.status >= 400) reply.header('Vary', 'User-Agent');
    reply.code(page.status).type('text/html; charset=utf-8');
    // Compressed where it was rendered: sent as is (@fastify/compress leaves an answer with Content-Encoding).
    const made = encoding ? page.encoded?.[encoding] : undefined;
    if (made) {
      const vary = reply.getHeader('Vary');
      return reply
        .header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
        .header('Content-Encoding', encoding)
        .send(made);
    }
    return reply.send(withDevReload(page.html));
  };
  app.get('/', async (request, reply) => sendPage(request, reply, pageFor));
  app.setNotFoundHandler(async (request, reply) => {
    // Missing files (a chunk that is gone) stay 404s; page navigations get the app.
    if (request.method !== 'GET' || /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendPage(request, reply, pageFor);
  });
  return app;
}

// How long a refusal (the busy page) waits before it is sent: KEEPSAKE_BUSY_DELAY_MS, 1 s (0: at once). A
// flooding client asks again on the same connection as soon as it is answered, and each turn of a worker's
// event loop reads one request from every such connection: a visitor's request for a kept page waits for one
// turn. Answered a second later, a refused connection asks once a second instead of as fast as it can, and
// the turn is shorter. Measured under the flood bench (ADR 120): the kept page's p50 halved. A visitor who
// meets a refusal waits a second more for a page that asks them to come back in five.
const BUSY_DELAY_MS = (() => {
  const value = Number.parseInt(process.env.KEEPSAKE_BUSY_DELAY_MS ?? '', 10);
  return Number.isInteger(value) && value >= 0 ? value : 1_000;
})();

// The answer to a page nobody has kept while the shell renders as much as it can (RenderBusy).
const BUSY_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>One moment, please</title></head>' +
  '<body><main><h1>One moment, please</h1><p>This page is very much in demand right now. Please try again in a few seconds.</p></main></body></html>';

/**
 * `npm run dev`: a script on every page that asks for the build's version every second and reloads the page
 * when it changes (a rebuild), or when the server comes back from a restart. A file of this origin, as the
 * Content-Security-Policy asks. Returns what adds the script to a page.
 * @param {import('fastify').FastifyInstance} app @param {() => string} version
 */
function addDevReload(app, version) {
  app.get('/__keepsake/dev-version', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { version: version() };
  });
  app.get('/__keepsake/dev-reload.js', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type('text/javascript');
    return `(() => {
  const loaded = new URL(document.currentScript.src).searchParams.get('v');
  setInterval(async () => {
    try {
      const { version } = await (await fetch('/__keepsake/dev-version', { cache: 'no-store' })).json();
      if (version !== loaded) location.reload();
    } catch {
      // restarting: ask again in a second
    }
  }, 1000);
})();
`;
  });
  // A rendered page arrives as bytes (page-pieces.mjs), the plain index.html as a string.
  return (html) => String(html).replace('</body>', () => `<script src="/__keepsake/dev-reload.js?v=${encodeURIComponent(version())}"></script></body>`);
}
