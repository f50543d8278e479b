import { createHash } from 'node:crypto';
import { compressPage } from './page-compression.mjs';
import { pageUrlOf } from './page-query.mjs';
import { RenderBusy } from './render-limit.mjs';
import { edgeHeaders } from './edge-headers.mjs';

// The rendered-page cache of the shell's server (issue 28): a public page rendered once is sent from memory,
// as bytes, until what it shows changes. It follows the API's public cache: the API streams every
// invalidation it applies — its own writes and those other API processes announce with PostgreSQL NOTIFY —
// to the shells (api/src/features/website/public-cache-events). Nothing else is shared between processes: each shell
// holds its own entries, and caches only while it hears that stream (before it is open, or while it is
// reconnecting, every page is rendered afresh, so a change can never be missed).
//
// Keyed by the home (its site id, asked of the API once per host and 10 s — /api/internal/site-of-host — and
// the host with the scheme the page's links are made with), the path and the query, and the content's
// version: the home's generation of what the API announced, bumped by each of its invalidations, so a
// render that began before a publish is never stored after it. An invalidation names one site: only that
// home's pages are dropped, every other home stays cached (a publish on one home costs the others nothing).
// Never per visitor: a request with a cookie (a signed-in family or staff member, whose chrome may differ)
// bypasses it, and only 200 pages rendered on the server are kept.
//
// Bounded in bytes (issue 37 point 1), each page's HTML and its compressions together: maxBytes
// (KEEPSAKE_PAGE_CACHE_MB, 64 MB) and maxEntries, the oldest page going first. stats() reports both. The query
// part of the key is only what the page reads (page-query.mjs), so unique query strings share one entry.

export const PUBLIC_CACHE_EVENTS_PATH = '/api/internal/public-cache-events';

/**
 * What a render throws for a page it made but that must not be kept for a passing reason (an area left to
 * the browser because a remote or the API was slow): a page kept before stays (issue 37: under a flood, a
 * refresh that timed out dropped the home page, and the next visitor waited for a render). `page` is what
 * was made, for the visitor who asked.
 */
export class NotKeptNow extends Error {
  constructor(page) {
    super('This render is not kept.');
    this.name = 'NotKeptNow';
    this.page = page;
  }
}
export const SITE_OF_HOST_PATH = '/api/internal/site-of-host';

const DEFAULT_MAX_BYTES = (Number.parseInt(process.env.KEEPSAKE_PAGE_CACHE_MB ?? '', 10) || 64) * 1024 * 1024;

/**
 * @param {{ apiUrl: string, token?: string | null, maxEntries?: number, maxBytes?: number, ttlMs?: number, maxStaleMs?: number,
 *   log?: (message: string) => void, retryMs?: number, fetchImpl?: typeof fetch }} options
 *   ttlMs bounds an entry's life whatever was announced (reads the API does not cache, e.g. the blog, change within it).
 *   maxStaleMs bounds how old a page may still be sent while it is rendered again: an older one is rendered before it
 *   is sent, since the browser's data layer would find its data stale (staleTime 30 s) and read the API again.
 */
export function createPageCache({
  apiUrl,
  token,
  maxEntries = 2_000,
  maxBytes = DEFAULT_MAX_BYTES,
  ttlMs = 10_000,
  maxStaleMs = 20_000,
  log = (message) => console.warn(message),
  retryMs = 1_000,
  fetchImpl = fetch,
}) {
  /** @type {Map<string, { at: number, page: Promise<CachedPage | null>, value: CachedPage | null, refreshing: boolean }>} */
  const entries = new Map();
  // The bytes of every kept page (entries with a value), their compressions included once made.
  let bytes = 0;
  /** Keeps (or replaces) `key`'s entry, counting its page's bytes, and drops the oldest pages past the bounds. */
  const store = (key, entry) => {
    remove(key);
    entries.set(key, entry);
    if (entry.value) {
      entry.value.stored = true;
      bytes += entry.value.bytes;
    }
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      if (oldest !== key) remove(oldest);
      else if (entries.size === 1) break;
    }
  };
  const remove = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    if (entry.value?.stored) {
      entry.value.stored = false;
      bytes -= entry.value.bytes;
    }
  };
  /** A kept page made one more compression: it counts too (a page not kept any more does not). */
  const grew = (page, added) => {
    if (page.stored) bytes += added;
  };
  // Bumped when everything is forgotten (the stream reopened); per site, by each of its invalidations.
  let generation = 0;
  /** @type {Map<string, number>} */
  const siteGenerations = new Map();
  const versionOf = (siteId) => `${generation}.${siteGenerations.get(siteId) ?? 0}`;
  // Host → site id, as the API resolves it (its own answers live 10 s too). Past its 10 s a known answer is
  // still given to every request while the API is asked again, and kept when the API cannot answer (a
  // timeout, a 503 under load): a cached page never waits on a busy API (issue 37). Before ADR 120 only the
  // request that asked again got it; every other one waited for the API's answer (seconds under a flood), and
  // a refused refresh forgot the home, so its pages were rendered (or refused) instead of sent. An unknown
  // host (404) is an answer; a first question the API cannot answer is not kept. The invalidation stream
  // dropping everything (forget) drops these too.
  /** @type {Map<string, { at: number, known?: string | null, asking: Promise<string | null> | null }>} */
  const sites = new Map();
  function siteOf(host) {
    const entry = sites.get(host);
    if (entry && 'known' in entry) {
      if (Date.now() - entry.at >= ttlMs && !entry.asking) void ask(host, entry);
      return Promise.resolve(entry.known);
    }
    return entry?.asking ?? ask(host, null);
  }
  /** Asks the API which home `host` is; `entry`: what is known of it, kept if the API cannot say. */
  function ask(host, entry) {
    const current = entry ?? { at: Date.now(), asking: null };
    if (!entry) {
      sites.set(host, current);
      if (sites.size > 10_000) sites.delete(sites.keys().next().value);
    }
    current.asking = fetchImpl(apiUrl + SITE_OF_HOST_PATH, {
      headers: { authorization: `Bearer ${token}`, ...edgeHeaders(host, token), accept: 'application/json' },
      signal: AbortSignal.timeout(2_000),
    })
      .then(async (response) => {
        if (!response.ok) {
          await response.body?.cancel();
          // An unknown host is an answer (its pages are errors, never kept); anything else is no answer.
          if (response.status !== 404) throw new Error(`the API answered ${response.status}`);
          return null;
        }
        const { siteId: id } = await response.json();
        return typeof id === 'string' && id ? id : null;
      })
      .then(
        (id) => {
          current.known = id;
          return id;
        },
        () => {
          // No answer: the known one stays (asked again after ttlMs); a first question is forgotten.
          if (!('known' in current) && sites.get(host) === current) sites.delete(host);
          return current.known ?? null;
        },
      )
      .finally(() => {
        current.at = Date.now();
        current.asking = null;
      });
    return current.asking;
  }
  let live = false;
  let closed = false;
  let controller = null;
  /** Renders `key` into the cache (concurrent misses share it); kept only if cacheable and nothing was invalidated meanwhile. */
  function fill(key, siteId, render, now) {
    const startedAt = versionOf(siteId);
    const page = render().then((rendered) => (rendered ? encodePage(rendered.html, grew, rendered.encoded) : null));
    const entry = { at: now, page, value: null, refreshing: false };
    // A refresh leaves the old page in place until the new one is there.
    if (!entries.get(key)?.value) store(key, entry);
    // Not kept (no longer cacheable, or invalidated while it rendered): nor is the page it was to replace.
    // A render refused because too many run (RenderBusy) leaves a page in place: it is what is sent meanwhile.
    const drop = (error) => {
      const current = entries.get(key);
      const passing = error instanceof RenderBusy || error instanceof NotKeptNow;
      if (current === entry || (current?.refreshing && !passing)) remove(key);
      else if (current?.refreshing) current.refreshing = false;
    };
    page.then((value) => (value && startedAt === versionOf(siteId) ? store(key, { ...entry, at: Date.now(), value }) : drop()), drop);
    return page;
  }
  const forget = () => {
    generation += 1;
    entries.clear();
    bytes = 0;
    sites.clear();
  };
  /** One home changed: its pages go, every other home's stay. */
  const forgetSite = (siteId) => {
    siteGenerations.set(siteId, (siteGenerations.get(siteId) ?? 0) + 1);
    const start = `${siteId}\u0001`;
    for (const key of [...entries.keys()]) if (key.startsWith(start)) remove(key);
  };

  async function listen() {
    let failures = 0;
    while (!closed) {
      controller = new AbortController();
      try {
        const response = await fetchImpl(apiUrl + PUBLIC_CACHE_EVENTS_PATH, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
        if (!response.ok || !response.body) throw new Error(`the API answered ${response.status}`);
        const decoder = new TextDecoder();
        let buffered = '';
        for await (const chunk of response.body) {
          buffered += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const event = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (/^event: ready$/m.test(event)) {
              // Open: what is invalidated from now on reaches us. What changed before is not in memory.
              forget();
              live = true;
              failures = 0;
            } else {
              const data = /^data: (.*)$/m.exec(event)?.[1];
              if (data !== undefined) {
                // An event that names no site (or cannot be read) drops everything: never miss a change.
                let siteId = null;
                try {
                  siteId = JSON.parse(data)?.siteId;
                } catch {
                  siteId = null;
                }
                if (typeof siteId === 'string' && siteId) forgetSite(siteId);
                else forget();
              }
            }
          }
        }
        throw new Error('the stream ended');
      } catch (error) {
        live = false;
        forget();
        if (closed) return;
        failures += 1;
        // Said once per outage, not once per retry.
        if (failures === 1) log(`[keepsake] rendered-page cache off until the API's invalidations stream again: ${error?.message ?? error}`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(retryMs * failures, 10_000)).unref?.());
      }
    }
  }
  if (token) void listen();
  else if (process.env.NODE_ENV === 'production')
    log('[keepsake] rendered-page cache off: KEEPSAKE_INTERNAL_TOKEN is not set (the shell cannot hear the API’s invalidations)');

  return {
    /** Whether pages are kept now (the invalidation stream is open). */
    get live() {
      return live;
    },
    get size() {
      return entries.size;
    },
    /** What it holds: pages and their bytes (HTML and compressions), against its bounds. */
    stats: () => ({ live, entries: entries.size, bytes, maxEntries, maxBytes }),
    /**
     * The content version of a host's home while the stream is open (null otherwise, or for an unknown
     * host): it changes with each of the home's invalidations, so what is read within one version is current.
     * @param {string} host
     */
    async contentVersion(host) {
      if (!live) return null;
      const siteId = await siteOf(String(host).toLowerCase().replace(/:\d*$/, ''));
      return siteId && live ? `${siteId}@${versionOf(siteId)}` : null;
    },
    /**
     * The page for `request` (pageCacheKey) from memory, or `render()`'s, kept when it is cacheable (an
     * object with `html`) and nothing of its home was invalidated while it rendered. Concurrent misses of
     * one key share one render. `page: null` without rendering when the host's home is not known.
     * @param {{ host: string, key: string }} request @param {() => Promise<{ html: string } | null>} render null: not cacheable
     * @returns {Promise<{ page: CachedPage | null, hit: boolean }>}
     */
    async get({ host, key: pageKey }, render) {
      if (!live) return { page: null, hit: false };
      const siteId = await siteOf(String(host).toLowerCase().replace(/:\d*$/, ''));
      if (!siteId || !live) return { page: null, hit: false };
      const key = `${siteId}\u0001${pageKey}`;
      const now = Date.now();
      const found = entries.get(key);
      if (found?.value && now - found.at < maxStaleMs) {
        // Past its 10 s, a page is re-rendered in the background while it is still sent: a slow render
        // must not stall every visitor of a hot page each time it ages (an invalidation drops it at once).
        if (now - found.at >= ttlMs && !found.refreshing) {
          found.refreshing = true;
          void fill(key, siteId, render, now).catch((error) => {
            if (entries.get(key) === found && !(error instanceof RenderBusy) && !(error instanceof NotKeptNow)) remove(key);
          });
        }
        return { page: found.value, hit: true };
      }
      // A page nobody asked for in a while is rendered afresh (concurrent misses share the render)…
      const old = found?.value ? found : null;
      if (old) remove(key);
      if (found && !found.value) {
        const page = await found.page.catch((error) => {
          if (error instanceof RenderBusy || error instanceof NotKeptNow) return null;
          throw error;
        });
        if (page) return { page, hit: true };
      }
      try {
        return { page: await fill(key, siteId, render, now), hit: false };
      } catch (error) {
        // …unless too many renders run: then the old page is sent (and kept for the next ones), whatever its age.
        if (!(error instanceof RenderBusy) || !old) throw error;
        if (!entries.has(key)) store(key, old);
        return { page: old.value, hit: true, stale: true };
      }
    },
    close() {
      closed = true;
      controller?.abort();
    },
  };
}

/**
 * @typedef {{ etag: string, html: Buffer, encoded: (encoding: 'br' | 'gzip') => Buffer }} CachedPage
 * The page's bytes, its ETag, and each compression made once, when first asked for. `made`: compressions made
 * already (a render thread makes its visitor's, ADR 123).
 */
export function encodePage(html, grew = () => {}, made = {}) {
  // A render's page arrives as bytes already (page-pieces.mjs): kept as they are, not copied.
  const bytes = Buffer.isBuffer(html) ? html : Buffer.from(html);
  const page = {
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    html: bytes,
    // Its size in memory, compressions included (the page cache's byte bound counts it); whether it is kept.
    bytes: bytes.length + Object.values(made).reduce((sum, buffer) => sum + buffer.length, 0),
    stored: false,
    encoded(encoding) {
      if (made[encoding]) return made[encoding];
      made[encoding] = compressPage(bytes, encoding);
      page.bytes += made[encoding].length;
      grew(page, made[encoding].length);
      return made[encoding];
    },
  };
  return page;
}

/** The cache's key for a page request and its host, or null when it must not be cached (per visitor, or not a page). */
export function pageCacheKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.cookie) return null;
  // The host with its port: the page's own links (canonical, Open Graph) are made from it. The query: only
  // what the page reads (page-query.mjs); the page is rendered for that same URL (shell-server.mjs).
  return { host: request.hostname, key: `${request.protocol}://${request.host}\u0001${pageUrlOf(request.url)}` };
}

/** The ETag the client already has, per If-None-Match. */
export function clientHas(request, etag) {
  const ifNoneMatch = request.headers['if-none-match'];
  return Boolean(ifNoneMatch) && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The compression the client takes best: brotli, gzip or none. */
export function encodingFor(request) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
