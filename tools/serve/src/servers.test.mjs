import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { cacheControlFor } from './cache-headers.mjs';
import { configFromEnv, paymentsFromEnv, registryOf, repoRoot } from './config.mjs';
import { apiProgram } from './start-all.mjs';
import { createIndexHtml } from './index-html.mjs';
import { createShellServer } from './shell-server.mjs';
import { createStaticOrigin } from './static-origin.mjs';

function builtApp() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'keepsake-serve-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry;');
  writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(root, '113.0a1b2c3d.js'), 'var chunk;'.repeat(300));
  mkdirSync(path.join(root, 'assets'));
  return root;
}

describe('cache headers', () => {
  it('revalidates manifests, entries, the registry and HTML; hashed files are immutable', () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'remotes.json', 'index.html', 'main.js']) {
      expect(cacheControlFor(`/x/${file}`)).toBe('no-cache');
    }
    expect(cacheControlFor('/x/113.0a1b2c3d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/assets/logo.0a1b2c3d.svg')).toBe('public, max-age=31536000, immutable');
  });
});

describe('a remote origin', () => {
  it('sends CORS headers only to the allowed shell origin, and compresses', async () => {
    const app = await createStaticOrigin({ root: builtApp(), allowOrigins: ['http://localhost:3000'] });
    const allowed = await app.inject({ url: '/113.0a1b2c3d.js', headers: { origin: 'http://localhost:3000', 'accept-encoding': 'gzip' } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['content-encoding']).toBe('gzip');
    expect(allowed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await app.inject({ url: '/remoteEntry.js', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['cache-control']).toBe('no-cache');
    await app.close();
  });
});

describe('a public remote origin (ADR 090)', () => {
  it("answers Access-Control-Allow-Origin: * to every home's page, never with credentials", async () => {
    const app = await createStaticOrigin({ root: builtApp(), allowOrigins: ['*'] });
    for (const origin of ['http://localhost:3000', 'https://second.keepsake.test', 'https://harborview.example']) {
      const answer = await app.inject({ url: '/remoteEntry.js', headers: { origin } });
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers.vary ?? '').not.toMatch(/origin/i);
    }
    await app.close();
  });
});

describe('the registry from configuration', () => {
  it('takes one CDN base for every remote, and refuses a localhost registry in production', () => {
    const cdn = configFromEnv({ REMOTE_BASE_URL: 'https://cdn.keepsake.example/remotes/', NODE_ENV: 'production' });
    expect(registryOf(cdn).site).toBe('https://cdn.keepsake.example/remotes/remote-site/mf-manifest.json');
    expect(Object.values(registryOf(cdn)).some((url) => url.includes('localhost'))).toBe(false);
    expect(() => configFromEnv({ NODE_ENV: 'production' })).toThrow(/REMOTE_BASE_URL/);
    expect(configFromEnv({}).remoteAllowOrigins).toEqual(['*']);
  });
});

describe('the API program (issue 27)', () => {
  it('runs built JavaScript in production, never a TypeScript loader; the source under tsx otherwise', () => {
    expect(apiProgram({}).execArgv).toEqual(['--import', 'tsx']);
    const production = () => apiProgram({ NODE_ENV: 'production' });
    if (existsSync(path.join(repoRoot, 'api', 'dist', 'start.cjs'))) {
      expect(production().exec).toMatch(/api\/dist\/start\.cjs$/);
      expect(production().execArgv).not.toContain('tsx');
    } else {
      expect(production).toThrow(/npm run build:api/);
    }
  });
});

describe('a suspended home (issue 27)', () => {
  it('answers 503 with the paused page on its host only; other homes get their pages with their own frame-ancestors', async () => {
    const upstream = Fastify();
    upstream.get('/api/web/render-context/approved', async (request, reply) => {
      if (request.headers['x-host'] === 'paused.keepsake.test') {
        return reply.code(503).header('x-keepsake-site', 'suspended').send({ statusCode: 503, message: 'paused' });
      }
      return { settings: { builderOrigins: request.headers['x-host'] === 'second.keepsake.test' ? ['https://studio.harborview.example'] : [] } };
    });
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const apiUrl = `http://127.0.0.1:${upstream.server.address().port}`;
    const shell = await createShellServer({ root: builtApp(), registry: { site: 'http://localhost:3001/mf-manifest.json' }, apiUrl, serverRendering: false });
    const paused = await shell.inject({ url: '/obituaries', headers: { host: 'paused.keepsake.test' } });
    expect(paused.statusCode).toBe(503);
    expect(paused.body).toContain('This website is paused');
    expect(paused.body).not.toContain('<script');
    const second = await shell.inject({ url: '/', headers: { host: 'second.keepsake.test' } });
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'self' https://studio.harborview.example");
    const demo = await shell.inject({ url: '/', headers: { host: 'localhost' } });
    expect(demo.headers['content-security-policy']).not.toContain('harborview');
    await shell.close();
    await upstream.close();
  });
});

describe('the shell origin', () => {
  let upstream;
  let shell;
  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/api/health', async (request) => ({ status: 'ok', host: request.headers['x-host'] ?? null }));
    upstream.get('/api/echo-forwarded', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] ?? null }));
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const apiUrl = `http://127.0.0.1:${upstream.server.address().port}`;
    shell = await createShellServer({ root: builtApp(), registry: { site: 'http://localhost:3001/mf-manifest.json' }, apiUrl });
  });
  afterAll(async () => {
    await shell.close();
    await upstream.close();
  });

  it('serves the remote registry from configuration, no-cache', async () => {
    const response = await shell.inject({ url: '/remotes.json' });
    expect(response.json()).toEqual({ site: 'http://localhost:3001/mf-manifest.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('proxies /api to the API with the host the visitor asked for as X-Host, whatever X-Host the client sent', async () => {
    const response = await shell.inject({ url: '/api/health', headers: { host: 'second.keepsake.test', 'x-host': 'localhost' } });
    expect(response.json()).toEqual({ status: 'ok', host: 'second.keepsake.test' });
  });

  it('serves pages with a CSP: scripts from itself and the registered remotes, framed by itself only', async () => {
    const page = await shell.inject({ url: '/obituaries/12/jane-doe', headers: { accept: 'text/html' } });
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' http://localhost:3001");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it("sets X-Forwarded-For from the socket, never from the client's header", async () => {
    const response = await shell.inject({ url: '/api/echo-forwarded', headers: { 'x-forwarded-for': '203.0.113.9', forwarded: 'for=203.0.113.9' } });
    expect(response.json()).toEqual({ forwardedFor: '127.0.0.1' });
  });

  it('answers a deep link with the app, and a missing file with a 404', async () => {
    const page = await shell.inject({ url: '/obituaries/12/jane-doe', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const home = await shell.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>shell</title>');
    const chunk = await shell.inject({ url: '/999.deadbeef.js' });
    expect(chunk.statusCode).toBe(404);
  });
});

describe('the payment pages (ADR 100)', () => {
  const payments = { frameOrigins: ['http://localhost:3015'], scriptOrigins: [], connectOrigins: [] };
  const stripe = paymentsFromEnv({ PAYMENT_PROVIDER: 'stripe' }, 'localhost', 4000);
  let shell;
  let shellWithStripe;
  beforeAll(async () => {
    const registry = { site: 'http://localhost:3001/mf-manifest.json' };
    shell = await createShellServer({ root: builtApp(), registry, apiUrl: 'http://127.0.0.1:9', serverRendering: false, payments });
    shellWithStripe = await createShellServer({ root: builtApp(), registry, apiUrl: 'http://127.0.0.1:9', serverRendering: false, payments: stripe });
  });
  afterAll(async () => {
    await shell.close();
    await shellWithStripe.close();
  });

  it.each([
    '/obituaries/12/jane-doe/shop/product/3/checkout',
    '/family-portal/7/rosa-alvarez/statement/payment',
    '/Family-Portal/7/rosa/statement/payment/?x=1',
  ])('%s may frame exactly the provider, and is never stored', async (url) => {
    const page = await shell.inject({ url, headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("frame-src 'self' http://localhost:3015;");
    expect(page.headers['content-security-policy']).toContain("script-src 'self' http://localhost:3001;");
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it.each(['/obituaries/12/jane-doe/shop/product/3', '/family-portal/7/rosa-alvarez/statement', '/family-portal/7/rosa/statement/payment/pay_abc'])(
    '%s frames nothing but itself and is revalidated as usual',
    async (url) => {
      const page = await shell.inject({ url, headers: { accept: 'text/html' } });
      expect(page.headers['content-security-policy']).not.toContain('3015');
      expect(page.headers['content-security-policy']).not.toContain('frame-src');
      expect(page.headers['cache-control']).toBe('no-cache');
    },
  );

  it("with Stripe: Stripe.js's origin for scripts, its frames, its API; nothing of the sandbox", async () => {
    const csp = (await shellWithStripe.inject({ url: '/family-portal/7/rosa/statement/payment', headers: { accept: 'text/html' } })).headers[
      'content-security-policy'
    ];
    expect(csp).toContain("script-src 'self' http://localhost:3001 https://js.stripe.com;");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
    expect(csp).toContain("connect-src 'self' http://localhost:3001 https://api.stripe.com;");
    const other = (await shellWithStripe.inject({ url: '/family-portal/7/rosa/statement', headers: { accept: 'text/html' } })).headers[
      'content-security-policy'
    ];
    expect(other).not.toContain('stripe');
  });
});

describe('the index page', () => {
  const registry = {
    site: 'http://localhost:3001/mf-manifest.json',
    obituaries: 'https://obits.example/v2/mf-manifest.json',
    builder_bridge: 'https://studio.example/mf-manifest.json',
  };
  let shell;
  beforeAll(async () => {
    shell = await createShellServer({ root: builtApp(), registry, apiUrl: 'http://127.0.0.1:9' });
  });
  afterAll(() => shell.close());

  it("announces the start-up requests and the path's remotes in <head>", async () => {
    const page = await shell.inject({ url: '/obituaries/12/jane-doe' });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preconnect" href="https://obits.example">');
    expect(head).toContain('<link rel="preload" as="fetch" href="/api/web/render-context/approved" crossorigin="use-credentials">');
    expect(head).toContain('<link rel="preload" as="fetch" href="http://localhost:3001/mf-manifest.json" crossorigin="anonymous">');
    expect(head).toContain('<link rel="preload" as="script" href="https://obits.example/v2/remoteEntry.js">');
  });

  it('writes the registry it serves into the page, so the shell does not fetch /remotes.json on its start path (issue 28)', async () => {
    const page = await shell.inject({ url: '/obituaries' });
    const inline = /<script type="application\/json" id="keepsake-registry">(.*?)<\/script>/.exec(page.body);
    expect(JSON.parse(inline[1])).toEqual(registry);
    expect(page.body).not.toContain('href="/remotes.json"');
  });

  it('preloads the draft in preview mode, and no other remote than the site on a content page', async () => {
    const page = await shell.inject({ url: '/about?preview=true' });
    expect(page.body).toContain('href="/api/web/render-context/draft"');
    expect(page.body).not.toContain('render-context/approved');
    expect(page.body).not.toContain('obits.example/v2/remoteEntry.js');
  });

  it('for a page the server rendered: no website preloads (the page brings it), the scripts at low priority', async () => {
    const indexHtml = await createIndexHtml({ root: builtApp(), registry });
    const head = (html) => html.slice(0, html.indexOf('</head>'));
    const plain = head(indexHtml('/obituaries/12/jane-doe'));
    const rendered = head(indexHtml('/obituaries/12/jane-doe', { serverRendered: true }));
    expect(plain).toContain('href="/api/web/redirects"');
    expect(plain).not.toContain('fetchpriority');
    expect(rendered).not.toContain('render-context/approved');
    expect(rendered).not.toContain('/api/web/redirects');
    expect(rendered).toContain('href="/api/auth/session"');
    expect(rendered).toContain('<link rel="preload" as="script" fetchpriority="low" href="https://obits.example/v2/remoteEntry.js">');
    expect(rendered.match(/as="script"/g)).toHaveLength(rendered.match(/as="script" fetchpriority="low"/g).length);
  });

  it('marks the staff studio noindex and announces the builder remote for it', async () => {
    const studio = await shell.inject({ url: '/studio' });
    expect(studio.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(studio.body).toContain('href="https://studio.example/remoteEntry.js"');
    const home = await shell.inject({ url: '/' });
    expect(home.headers['x-robots-tag']).toBeUndefined();
    expect(home.body).not.toContain('studio.example/remoteEntry.js');
  });
});

describe('npm run dev', () => {
  let version = 'one';
  let shell;
  let plain;
  beforeAll(async () => {
    const registry = { site: 'http://localhost:3001/mf-manifest.json' };
    shell = await createShellServer({ root: builtApp(), registry, apiUrl: 'http://127.0.0.1:9', devReload: () => version });
    plain = await createShellServer({ root: builtApp(), registry, apiUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await shell.close();
    await plain.close();
  });

  it("puts a script of the shell's own origin on every page that reloads it when the build's version changes", async () => {
    const page = await shell.inject({ url: '/obituaries' });
    expect(page.body).toContain('<script src="/__keepsake/dev-reload.js?v=one"></script></body>');
    const script = await shell.inject({ url: '/__keepsake/dev-reload.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('location.reload()');
    expect((await shell.inject({ url: '/__keepsake/dev-version' })).json()).toEqual({ version: 'one' });
    version = 'two';
    expect((await shell.inject({ url: '/__keepsake/dev-version' })).json()).toEqual({ version: 'two' });
  });

  it('is not there otherwise', async () => {
    expect((await plain.inject({ url: '/' })).body).not.toContain('dev-reload');
    expect((await plain.inject({ url: '/__keepsake/dev-version' })).headers['content-type']).toMatch(/^text\/html/);
  });
});
