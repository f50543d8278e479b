import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The rendered-page cache of the shell's server (issue 28): a public page rendered once is sent from memory,
// as bytes, until what it shows changes. It follows the API's public cache: the API streams every
// invalidation it applies — its own writes and those other API processes announce with PostgreSQL NOTIFY —
// to the shells (api/src/features/public-cache-events). Nothing else is shared between processes: each shell
// holds its own entries, and caches only while it hears that stream (before it is open, or while it is
// reconnecting, every page is rendered afresh, so a change can never be missed).
//
// Keyed by the home (the host, and the scheme the page's links are made with), the path and the query, and
// the content's version: the generation of what the API announced, bumped by each invalidation, so a
// render that began before a publish is never stored after it. An invalidation drops every home's pages
// (the stream names the API's site id, not the host): a publish costs each hot page one render (≥ 300/s).
// Never per visitor: a request with a cookie (a signed-in family or staff member, whose chrome may differ)
// bypasses it, and only 200 pages rendered on the server are kept.

export const PUBLIC_CACHE_EVENTS_PATH = '/api/internal/public-cache-events';

/**
 * @param {{ apiUrl: string, token?: string | null, maxEntries?: number, ttlMs?: number, log?: (message: string) => void,
 *   retryMs?: number, fetchImpl?: typeof fetch }} options
 *   ttlMs bounds an entry's life whatever was announced (reads the API does not cache, e.g. the blog, change within it).
 */
export function createPageCache({
  apiUrl,
  token,
  maxEntries = 2_000,
  ttlMs = 10_000,
  log = (message) => console.warn(message),
  retryMs = 1_000,
  fetchImpl = fetch,
}) {
  /** @type {Map<string, { at: number, page: Promise<CachedPage | null>, value: CachedPage | null, refreshing: boolean }>} */
  const entries = new Map();
  let generation = 0;
  let live = false;
  let closed = false;
  let controller = null;
  /** Renders `key` into the cache (concurrent misses share it); kept only if cacheable and nothing was invalidated meanwhile. */
  function fill(key, render, now) {
    const startedAt = generation;
    const page = render().then((rendered) => (rendered ? encodePage(rendered.html) : null));
    const entry = { at: now, page, value: null, refreshing: false };
    // A refresh leaves the old page in place until the new one is there.
    if (!entries.get(key)?.value) entries.set(key, entry);
    // Not kept (no longer cacheable, or invalidated while it rendered): nor is the page it was to replace.
    const drop = () => {
      const current = entries.get(key);
      if (current === entry || current?.refreshing) entries.delete(key);
    };
    page.then((value) => (value && startedAt === generation ? entries.set(key, { ...entry, at: Date.now(), value }) : drop()), drop);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    return page;
  }
  const forget = () => {
    generation += 1;
    entries.clear();
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
            } else if (/^data: /m.test(event)) forget();
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
    /**
     * The page for `key` from memory, or `render()`'s, kept when it is cacheable (an object with `html`)
     * and nothing was invalidated while it rendered. Concurrent misses of one key share one render.
     * @param {string} key @param {() => Promise<{ html: string } | null>} render null: not cacheable
     * @returns {Promise<{ page: CachedPage | null, hit: boolean }>}
     */
    async get(key, render) {
      if (!live) return { page: null, hit: false };
      const now = Date.now();
      const found = entries.get(key);
      if (found?.value) {
        // Past its 10 s, a page is re-rendered in the background while it is still sent: a slow render
        // must not stall every visitor of a hot page each time it ages (an invalidation drops it at once).
        if (now - found.at >= ttlMs && !found.refreshing) {
          found.refreshing = true;
          void fill(key, render, now).catch(() => {
            if (entries.get(key) === found) entries.delete(key);
          });
        }
        return { page: found.value, hit: true };
      }
      if (found) {
        const page = await found.page;
        if (page) return { page, hit: true };
      }
      return { page: await fill(key, render, now), hit: false };
    },
    close() {
      closed = true;
      controller?.abort();
    },
  };
}

/**
 * @typedef {{ etag: string, html: Buffer, encoded: (encoding: 'br' | 'gzip') => Buffer }} CachedPage
 * The page's bytes, its ETag, and each compression made once, when first asked for.
 */
export function encodePage(html) {
  const bytes = Buffer.from(html);
  const made = {};
  return {
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    html: bytes,
    encoded(encoding) {
      made[encoding] ??=
        encoding === 'br'
          ? // Quality 5, not 9: a miss pays it on its own request (≥ 300 renders/s); within ~5% of 9's size on a page.
            brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
          : gzipSync(bytes, { level: 6 });
      return made[encoding];
    },
  };
}

/** The cache's key for a page request, or null when it must not be cached (per visitor, or not a page). */
export function pageCacheKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.cookie) return null;
  // The host with its port: the page's own links (canonical, Open Graph) are made from it.
  return `${request.protocol}://${request.host}\u0001${request.url}`;
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
