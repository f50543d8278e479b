import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.mjs';
import { createPageCache, NotKeptNow, pageCacheKey, SITE_OF_HOST_PATH } from './page-cache.mjs';
import { PAGE_QUERY, pageParamsOf, pageUrlOf } from './page-query.mjs';
import { createRenderLimit, RenderBusy } from './render-limit.mjs';

// Issue 37 point 1: a flood of unique query strings costs one render; renders are bounded; the page cache
// is bounded in bytes.
describe('the query a page reads', () => {
  it('keeps only the declared parameters, in their declared order', () => {
    expect(pageUrlOf('/obituaries?x=123&page=2&name=ann')).toBe('/obituaries?name=ann&page=2');
    expect(pageUrlOf('/obituaries?page=2&name=ann')).toBe(pageUrlOf('/obituaries?name=ann&page=2'));
    expect(pageUrlOf('/obituaries?x=1')).toBe('/obituaries');
    expect(pageUrlOf('/?utm_source=mail&fbclid=abc')).toBe('/');
    expect(pageUrlOf('/about?')).toBe('/about');
    expect(pageUrlOf('/Blog?page=3&page=4')).toBe('/Blog?page=3');
    expect(pageUrlOf('/plan-now/step/2?from=review&x=1')).toBe('/plan-now/step/2?from=review');
    // The builder's preview is kept everywhere (its page is drawn in the browser, never kept).
    expect(pageUrlOf('/about?preview=true&x=1')).toBe('/about?preview=true');
    // A parameter of one page is nobody else's.
    expect(pageUrlOf('/obituaries/7/ann?name=x')).toBe('/obituaries/7/ann');
    expect(pageParamsOf('/family-portal/login')).toEqual(expect.arrayContaining(['redirectTo', 'forgot']));
  });

  it('maps unique query strings onto one cache entry', () => {
    const request = (url) => ({ method: 'GET', headers: {}, hostname: 'localhost', host: 'localhost:3000', protocol: 'http', url });
    const keys = new Set(Array.from({ length: 50 }, (_, i) => pageCacheKey(request(`/obituaries?x=${i}${Math.random()}`)).key));
    expect(keys.size).toBe(1);
    expect(pageCacheKey(request('/obituaries?name=a')).key).not.toBe(pageCacheKey(request('/obituaries?name=b')).key);
  });

  // The declaration is the mechanism: a page reading a parameter no route declares would be rendered
  // without it. Every `params.get('…')` of a remote's public code names a declared parameter.
  it('declares every parameter the remotes read', () => {
    const declared = new Set(['preview', ...Object.values(PAGE_QUERY).flat()]);
    const read = new Set();
    const walk = (dir) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          for (const [, param] of readFileSync(file, 'utf8').matchAll(/\bparams\.get\('([^']+)'\)/g)) read.add(param);
        }
      }
    };
    for (const remote of ['remote-site', 'remote-obituaries', 'remote-planning', 'remote-portal/src/features/auth']) {
      walk(path.join(repoRoot, remote, remote.includes('/src') ? '' : 'src'));
    }
    expect(read.size).toBeGreaterThan(3);
    expect([...read].filter((param) => !declared.has(param))).toEqual([]);
  });
});

describe('the render limit', () => {
  it('runs a few at once, queues a few, and refuses the rest at once', async () => {
    const limit = createRenderLimit({ concurrency: 2, queue: 1 });
    let running = 0;
    let most = 0;
    const release = [];
    const task = () =>
      new Promise((resolve) => {
        running += 1;
        most = Math.max(most, running);
        release.push(() => {
          running -= 1;
          resolve('done');
        });
      });
    const accepted = [limit.run(task), limit.run(task), limit.run(task)];
    await expect(limit.run(task)).rejects.toBeInstanceOf(RenderBusy);
    expect(limit.stats()).toMatchObject({ active: 2, queued: 1, refused: 1 });
    // The first to finish lets the queued one start; then everything finishes.
    release.shift()();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(limit.stats()).toMatchObject({ active: 2, queued: 0 });
    while (release.length > 0) release.shift()();
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
    expect(limit.stats()).toMatchObject({ active: 0, queued: 0 });
  });
});

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
const liveCache = async (options) => {
  const cache = createPageCache({ apiUrl: 'http://api', token: 't', fetchImpl: liveApi, log: () => {}, ...options });
  while (!cache.live) await new Promise((resolve) => setTimeout(resolve, 5));
  return cache;
};

describe('the page cache’s bounds', () => {
  it('holds at most maxBytes of pages, compressions counted, the oldest going first', async () => {
    const cache = await liveCache({ maxBytes: 50_000 });
    const html = (i) => `<p>${i}</p>${'x'.repeat(10_000)}`;
    for (let i = 0; i < 20; i += 1) await cache.get({ host: 'h', key: `/${i}` }, async () => ({ html: html(i) }));
    const { bytes, entries } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(50_000);
    expect(entries).toBe(4);
    expect((await cache.get({ host: 'h', key: '/19' }, async () => ({ html: 'new' }))).hit).toBe(true);
    expect((await cache.get({ host: 'h', key: '/0' }, async () => ({ html: html(0) }))).hit).toBe(false);
    // A compression made for a kept page counts too.
    const before = cache.stats().bytes;
    const { page } = await cache.get({ host: 'h', key: '/19' }, async () => ({ html: 'new' }));
    page.encoded('gzip');
    expect(cache.stats().bytes).toBeGreaterThan(before);
    cache.close();
  });

  it('sends the page it has, whatever its age, when too many renders run', async () => {
    const cache = await liveCache({ ttlMs: 20, maxStaleMs: 40 });
    expect((await cache.get({ host: 'h', key: '/' }, async () => ({ html: 'old' }))).hit).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const busy = async () => {
      throw new RenderBusy();
    };
    const answer = await cache.get({ host: 'h', key: '/' }, busy);
    expect([answer.page.html.toString(), answer.stale]).toEqual(['old', true]);
    expect((await cache.get({ host: 'h', key: '/' }, busy)).page.html.toString()).toBe('old');
    // A refresh that could not render whole (a slow API) leaves the kept page in place.
    await cache.get({ host: 'h', key: '/' }, async () => ({ html: 'new' }));
    await new Promise((resolve) => setTimeout(resolve, 25));
    await cache.get({ host: 'h', key: '/' }, async () => {
      throw new NotKeptNow({ html: 'partial' });
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await cache.get({ host: 'h', key: '/' }, busy)).page.html.toString()).toBe('new');
    // A page nobody has: the refusal reaches the caller (a 503).
    await expect(cache.get({ host: 'h', key: '/never' }, busy)).rejects.toBeInstanceOf(RenderBusy);
    cache.close();
  });
});

describe('the render queue in time', () => {
  it('refuses a render still waiting after maxWaitMs', async () => {
    const limit = createRenderLimit({ concurrency: 1, queue: 5, maxWaitMs: 30 });
    let finish;
    const first = limit.run(() => new Promise((resolve) => (finish = resolve)));
    await expect(limit.run(async () => 'late')).rejects.toBeInstanceOf(RenderBusy);
    expect(limit.stats()).toMatchObject({ active: 1, queued: 0, refused: 1 });
    finish('first');
    expect(await first).toBe('first');
  });
});

// Issue 37 point 1 (ADR 120): under the flood the API answers slowly, or not at all. While the shell asks it
// again which home a host is, every request for a kept page is sent at once, not only the one that asked;
// an API that refuses the question (503 under load) leaves the home known.
describe('the host’s home while the API is asked again', () => {
  it('answers every hit at once during a slow refresh, and keeps the home when the refresh fails', async () => {
    let asks = 0;
    let answer = async () => ({ ok: true, json: async () => ({ siteId: 'site-1' }) });
    const fetchImpl = async (url, options) => {
      if (!url.endsWith(SITE_OF_HOST_PATH)) return liveApi(url, options);
      asks += 1;
      return answer();
    };
    const cache = createPageCache({ apiUrl: 'http://api', token: 't', fetchImpl, ttlMs: 30, maxStaleMs: 60_000, log: () => {} });
    while (!cache.live) await new Promise((resolve) => setTimeout(resolve, 5));
    const render = async () => ({ html: 'home' });
    expect((await cache.get({ host: 'h', key: '/' }, render)).hit).toBe(false);
    // Past the host's 30 ms, the API takes a second to answer.
    await new Promise((resolve) => setTimeout(resolve, 40));
    let slow;
    answer = () => new Promise((resolve) => (slow = () => resolve({ ok: false, status: 503, body: null })));
    // A hit, or 'waited' when the answer is not there within half a second.
    const timed = () =>
      Promise.race([cache.get({ host: 'h', key: '/' }, render).then(({ hit }) => hit), new Promise((resolve) => setTimeout(() => resolve('waited'), 500))]);
    const hits = await Promise.all([timed(), timed(), timed()]);
    expect(hits).toEqual([true, true, true]);
    expect(asks).toBe(2);
    // The API refuses (503 under load): the home stays known, and is asked again later.
    slow();
    await new Promise((resolve) => setTimeout(resolve, 5));
    answer = async () => ({ ok: true, json: async () => ({ siteId: 'site-1' }) });
    expect(await timed()).toBe(true);
    cache.close();
  });
});
