import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { createShellServer } from './shell-server.mjs';
import { PUBLIC_CACHE_EVENTS_PATH, SITE_OF_HOST_PATH } from './page-cache.mjs';

// Issue 28: the shell's rendered-page cache, against a stand-in API that behaves as the real one does
// (api/src/features/website/public-cache-events): a publish announces its invalidation on the event stream before
// it answers. The shell's server code is a stand-in too: it renders what the API's render context says.
const TOKEN = 'page-cache-test-token';

function shellDist() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'keepsake-page-cache-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(root, 'server'));
  writeFileSync(
    path.join(root, 'server', 'main.js'),
    `module.exports = {
      renderPage: async ({ url, apiUrl, origin }) => {
        if (url.startsWith('/partial')) return { status: 200, html: '<h1>Part</h1>', styles: '', state: { website: null }, failedAreas: ['obituaries: down'], head: {} };
        if (url.startsWith('/missing')) return { status: 404, html: '<h1>Not found</h1>', styles: '', state: {}, failedAreas: [], head: {} };
        const context = await (await fetch(apiUrl + '/api/web/render-context/approved', { headers: { 'x-host': origin.replace(/^https?:\\/\\//, '').replace(/:\\d+$/, '') } })).json();
        return { status: 200, html: '<h1>' + context.name + '</h1><p>' + url + '</p>', styles: '', state: { website: { context: { company: { name: context.name } } } }, failedAreas: [], head: {} };
      },
    };`,
  );
  return root;
}

/** The stand-in API: two homes' render contexts, a publish that changes one, the event stream, and how often each was read. */
async function standInApi() {
  // Its connections end with it: a shell's render thread (ADR 123) may leave a kept-alive one that the shell's
  // close does not wait for, and an idle-only close then waited out the keep-alive (30 s).
  const api = Fastify({ forceCloseConnections: true });
  const hosts = { localhost: 'site-willowbrook', 'second.keepsake.test': 'site-harborview' };
  const state = {
    names: { 'site-willowbrook': 'Willowbrook', 'site-harborview': 'Harborview' },
    reads: 0,
    readsOf: { 'site-willowbrook': 0, 'site-harborview': 0 },
    siteLookups: 0,
    streams: new Set(),
  };
  api.get('/api/health', async () => ({ status: 'ok' }));
  api.get('/api/web/render-context/approved', async (request, reply) => {
    const siteId = hosts[request.headers['x-host'] ?? 'localhost'];
    if (!siteId) return reply.code(404).send({ message: 'No such home' });
    state.reads += 1;
    state.readsOf[siteId] += 1;
    return { name: state.names[siteId] };
  });
  api.get(SITE_OF_HOST_PATH, async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return reply.code(401).send({ message: 'no' });
    state.siteLookups += 1;
    const siteId = hosts[request.headers['x-host']];
    return siteId ? { siteId } : reply.code(404).send({ message: 'No such home' });
  });
  api.post('/api/staff/site/publish', async (request) => {
    // The shell's proxy sends the page's host as X-Host (SPEC §3).
    const siteId = hosts[String(request.headers['x-host'] ?? request.headers.host).replace(/:\d+$/, '')];
    state.names[siteId] = request.body.name;
    // As the API: the invalidation (of that one site) is announced while the write is answered.
    for (const stream of state.streams) stream.write(`data: ${JSON.stringify({ siteId, prefix: 'render-context' })}\n\n`);
    return { published: true };
  });
  api.get(PUBLIC_CACHE_EVENTS_PATH, async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return reply.code(401).send({ message: 'no' });
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write('event: ready\ndata: {}\n\n');
    state.streams.add(reply.raw);
    request.raw.on('close', () => state.streams.delete(reply.raw));
  });
  api.addHook('onClose', async () => {
    for (const stream of state.streams) stream.end();
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  return { api, state, url: `http://127.0.0.1:${api.server.address().port}` };
}

const registry = { site: 'http://127.0.0.1:9/mf-manifest.json' };
const silentWarnings = () => jest.spyOn(console, 'warn').mockImplementation(() => {});

describe('the rendered-page cache (issue 28)', () => {
  let upstream;
  let shell;
  beforeAll(async () => {
    silentWarnings();
    upstream = await standInApi();
    shell = await createShellServer({ root: shellDist(), registry, apiUrl: upstream.url, serverRendering: true, internalToken: TOKEN });
    // Caching starts once the stream is open.
    for (let tries = 0; tries < 50; tries += 1) {
      if ((await page('/warm-up')).headers['x-keepsake-page-cache'] === 'hit') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(async () => {
    await shell.close();
    await upstream.api.close();
  });
  const page = (url, headers = {}) => shell.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

  it('renders a page once and sends it from memory after, with an ETag and 304', async () => {
    const readsBefore = upstream.state.reads;
    const first = await page('/obituaries?name=ann');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-keepsake-page-cache']).toBe('miss');
    const second = await page('/obituaries?name=ann');
    expect(second.headers['x-keepsake-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(upstream.state.reads).toBe(readsBefore + 1);
    const etag = second.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page('/obituaries?name=ann', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzip = await page('/obituaries?name=ann', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    // The page keeps its security headers when it comes from memory.
    expect(second.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keys on the query and the home: another query or host is rendered for itself', async () => {
    await page('/obituaries?name=ann');
    expect((await page('/obituaries?name=bob')).headers['x-keepsake-page-cache']).toBe('miss');
    const otherHome = await page('/obituaries?name=ann', { host: 'second.keepsake.test:3000' });
    expect(otherHome.headers['x-keepsake-page-cache']).toBe('miss');
  });

  it('drops only the home that changed: a publish on home A leaves home B cached, and A is fresh', async () => {
    const homeB = { host: 'second.keepsake.test:3000' };
    await page('/obituaries?name=only-b', homeB);
    expect((await page('/obituaries?name=only-b', homeB)).headers['x-keepsake-page-cache']).toBe('hit');
    await page('/about-a');
    const readsOfB = upstream.state.readsOf['site-harborview'];
    const published = await shell.inject({
      method: 'POST',
      url: '/api/staff/site/publish',
      headers: { host: 'localhost:3000' },
      payload: { name: 'Willowbrook Chapel' },
    });
    expect(published.statusCode).toBe(200);
    const a = await page('/about-a');
    expect(a.headers['x-keepsake-page-cache']).toBe('miss');
    expect(a.body).toContain('<h1>Willowbrook Chapel</h1>');
    const b = await page('/obituaries?name=only-b', homeB);
    expect(b.headers['x-keepsake-page-cache']).toBe('hit');
    expect(b.body).toContain('<h1>Harborview</h1>');
    expect(upstream.state.readsOf['site-harborview']).toBe(readsOfB);
    // The home's site is asked once per host (and 10 s), not once per page.
    const lookups = upstream.state.siteLookups;
    await page('/another-a');
    await page('/another-b', homeB);
    expect(upstream.state.siteLookups).toBe(lookups);
  });

  it('keeps nothing for a host no home has', async () => {
    const stranger = { host: 'nobody.keepsake.test' };
    await page('/', stranger);
    expect((await page('/', stranger)).headers['x-keepsake-page-cache']).toBeUndefined();
  });

  it('shows a publish on the very next request', async () => {
    expect((await page('/')).body).toContain(`<h1>${upstream.state.names['site-willowbrook']}</h1>`);
    expect((await page('/')).headers['x-keepsake-page-cache']).toBe('hit');
    const published = await shell.inject({
      method: 'POST',
      url: '/api/staff/site/publish',
      headers: { host: 'localhost:3000' },
      payload: { name: 'Willowbrook & Sons' },
    });
    expect(published.statusCode).toBe(200);
    const next = await page('/');
    expect(next.body).toContain('<h1>Willowbrook & Sons</h1>');
    expect(next.headers['x-keepsake-page-cache']).toBe('miss');
  });

  it('never keeps a page for one visitor: a request with a cookie is rendered afresh', async () => {
    await page('/about');
    const readsBefore = upstream.state.reads;
    const signedIn = await page('/about', { cookie: 'keepsake.session_token=abc' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-keepsake-page-cache']).toBeUndefined();
    expect(upstream.state.reads).toBe(readsBefore + 1);
  });

  it('sends a page for one visitor compressed where it was rendered, as its visitor takes it (ADR 126)', async () => {
    const plain = await page('/about', { cookie: 'keepsake.session_token=abc' });
    const br = await page('/about', { cookie: 'keepsake.session_token=abc', 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<h1>Willowbrook');
    // Its security headers stay, as on every page.
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");
    const gzip = await page('/about', { cookie: 'keepsake.session_token=abc', 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // An error page's answer depends on who asks (a bot gets none of it) and on the compression.
    const missing = await page('/missing', { cookie: 'keepsake.session_token=abc', 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.vary).toBe('User-Agent, Accept-Encoding');
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('<h1>Not found</h1>');
  });

  it('keeps no page with an area left to the browser (a remote was down)', async () => {
    expect((await page('/partial')).statusCode).toBe(200);
    expect((await page('/partial')).headers['x-keepsake-page-cache']).toBeUndefined();
  });

  it('keeps no error page', async () => {
    expect((await page('/missing')).statusCode).toBe(404);
    const again = await page('/missing');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-keepsake-page-cache']).toBeUndefined();
  });
});

describe('the rendered-page cache without the API’s invalidations', () => {
  it('keeps nothing when the API refuses its token: every page is rendered afresh', async () => {
    silentWarnings();
    const upstream = await standInApi();
    const shell = await createShellServer({ root: shellDist(), registry, apiUrl: upstream.url, serverRendering: true, internalToken: 'wrong' });
    try {
      const get = () => shell.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } });
      await get();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const readsBefore = upstream.state.reads;
      const second = await get();
      expect(second.statusCode).toBe(200);
      expect(second.headers['x-keepsake-page-cache']).toBeUndefined();
      expect(upstream.state.reads).toBe(readsBefore + 1);
    } finally {
      await shell.close();
      await upstream.api.close();
    }
  });
});

// One home (site-1) and an event stream that says ready and stays open until the cache closes it.
const liveApi = async (url, { signal }) =>
  url.endsWith(SITE_OF_HOST_PATH)
    ? { ok: true, json: async () => ({ siteId: 'site-1' }) }
    : {
        ok: true,
        body: (async function* stream() {
          yield new TextEncoder().encode('event: ready\ndata: {}\n\n');
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
        })(),
      };

describe('a page past its time', () => {
  it('is still sent while it is rendered again in the background, then the new one', async () => {
    const { createPageCache } = await import('./page-cache.mjs');
    const cache = createPageCache({ apiUrl: 'http://api', token: 't', ttlMs: 200, fetchImpl: liveApi, log: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cache.live).toBe(true);
    let version = 1;
    let renders = 0;
    let release = () => {};
    // Each render waits until the test lets it finish.
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => {
        release = resolve;
      });
      return { html: `v${version}` };
    };
    const first = cache.get({ host: 'h', key: 'k' }, render);
    // The render starts once the host's home is known.
    while (renders === 0) await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await first).page.html.toString()).toBe('v1');
    version = 2;
    await new Promise((resolve) => setTimeout(resolve, 250));
    const stale = await cache.get({ host: 'h', key: 'k' }, render);
    expect([stale.hit, stale.page.html.toString()]).toEqual([true, 'v1']);
    expect(renders).toBe(2);
    // While the new one renders, the old is sent without starting another render.
    expect((await cache.get({ host: 'h', key: 'k' }, render)).page.html.toString()).toBe('v1');
    expect(renders).toBe(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get({ host: 'h', key: 'k' }, render)).page.html.toString()).toBe('v2');
    expect(renders).toBe(2);
    cache.close();
  });
});

describe('a page nobody asked for in a while', () => {
  it('is rendered afresh before it is sent, not sent stale', async () => {
    const { createPageCache } = await import('./page-cache.mjs');
    const cache = createPageCache({ apiUrl: 'http://api', token: 't', ttlMs: 50, maxStaleMs: 100, fetchImpl: liveApi, log: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 10));
    let version = 1;
    const render = async () => ({ html: `v${version}` });
    expect((await cache.get({ host: 'h', key: 'k' }, render)).page.html.toString()).toBe('v1');
    version = 2;
    await new Promise((resolve) => setTimeout(resolve, 150));
    const old = await cache.get({ host: 'h', key: 'k' }, render);
    expect([old.hit, old.page.html.toString()]).toEqual([false, 'v2']);
    expect((await cache.get({ host: 'h', key: 'k' }, render)).hit).toBe(true);
    cache.close();
  });
});

describe('what an invalidation drops', () => {
  it('only the named home’s pages, and every page when it names none', async () => {
    const { createPageCache } = await import('./page-cache.mjs');
    let send = () => {};
    const fetchImpl = async (url, { headers, signal }) =>
      url.endsWith(SITE_OF_HOST_PATH)
        ? { ok: true, json: async () => ({ siteId: `site-${headers['x-host']}` }) }
        : {
            ok: true,
            body: (async function* stream() {
              yield new TextEncoder().encode('event: ready\ndata: {}\n\n');
              while (!signal.aborted) {
                yield await new Promise((resolve) => {
                  send = (text) => resolve(new TextEncoder().encode(text));
                  signal.addEventListener('abort', () => resolve(new Uint8Array()));
                });
              }
            })(),
          };
    const cache = createPageCache({ apiUrl: 'http://api', token: 't', fetchImpl, log: () => {} });
    while (!cache.live) await new Promise((resolve) => setTimeout(resolve, 5));
    const render = async () => ({ html: 'page' });
    const hit = async (host) => (await cache.get({ host, key: `${host}/` }, render)).hit;
    await hit('a');
    await hit('b');
    expect([await hit('a'), await hit('b')]).toEqual([true, true]);
    const versions = async () => [await cache.contentVersion('a'), await cache.contentVersion('b:3000')];
    const [a0, b0] = await versions();
    expect(a0).toMatch(/^site-a@/);
    send(`data: ${JSON.stringify({ siteId: 'site-a', prefix: 'render-context' })}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([await hit('a'), await hit('b')]).toEqual([false, true]);
    // The website reads of home A are read again (render-scope.tsx); home B's still hold.
    const [a1, b1] = await versions();
    expect([a1 === a0, b1 === b0]).toEqual([false, true]);
    send('data: {}\n\n');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect([await hit('a'), await hit('b')]).toEqual([false, false]);
    cache.close();
  });
});
