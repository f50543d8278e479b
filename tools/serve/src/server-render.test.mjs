import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServerRender } from './server-render.mjs';

const registry = { site: 'http://127.0.0.1:9/mf-manifest.json', obituaries: 'https://obits.example/v2/mf-manifest.json' };
const template =
  '<html><head><title>Loading…</title><link rel="preload" as="fetch" href="/api/web/render-context/approved" crossorigin="use-credentials"><link rel="preload" as="fetch" href="/api/web/redirects" crossorigin="use-credentials"><link rel="preload" as="fetch" href="/api/auth/session" crossorigin="use-credentials"></head><body><div id="root"></div></body></html>';

/** A shell dist whose server bundle answers with `body` (the module's source: module.exports = …). */
function shellDist(body) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'keepsake-ssr-'));
  mkdirSync(path.join(root, 'server'));
  writeFileSync(path.join(root, 'server', 'main.js'), body);
  return root;
}

const silent = () => {};

describe('server rendering (ADR 044)', () => {
  const echo = shellDist(`module.exports = {
    renderPage: async (request) => ({
      status: request.url.includes('999') ? 404 : 200,
      html: '<h1 class="css-1x">' + request.url + '</h1>',
      styles: '<style data-emotion="css 1x">.css-1x{color:green;}</style>',
      state: { request, note: '</script><script>alert(1)</script>', website: { context: { company: { name: 'Willowbrook' } } } },
      failedAreas: [],
      head: { title: 'Ann Lee Obituary | Willowbrook', description: 'A teacher.' },
    }),
  };`);

  it('names the page in <head> as it named itself while it rendered', async () => {
    const render = createServerRender({ root: echo, registry, apiUrl: 'http://api', enabled: true, log: silent });
    const html = (await render({ url: '/obituaries/1/ann-lee?x=1', origin: 'https://willowbrook.example' })).render(template);
    expect(html).toContain('<title>Ann Lee Obituary | Willowbrook</title><meta name="description" content="A teacher.">');
    expect(html).toContain('<link rel="canonical" href="https://willowbrook.example/obituaries/1/ann-lee" data-page-head>');
    expect(html).toContain('<meta property="og:site_name" content="Willowbrook" data-page-head>');
    expect(html).not.toContain('Loading…');
  });

  it("keeps the page's text as written, dollar signs included", async () => {
    const dollars = shellDist(`module.exports = {
      renderPage: async () => ({
        status: 200,
        html: "<p>We raised $$ and $& for the library; $' too</p>",
        styles: '<style data-emotion="css 1y">.css-1y{content:"$$"}</style>',
        state: { memory: "$$ and $'" },
        failedAreas: [],
      }),
    };`);
    const render = createServerRender({ root: dollars, registry, apiUrl: 'http://api', enabled: true, log: silent });
    const html = (await render({ url: '/', origin: 'http://localhost:3000' })).render(template);
    expect(html).toContain('<div id="root"><p>We raised $$ and $& for the library; $\' too</p></div>');
    expect(html).toContain('.css-1y{content:"$$"}</style></head>');
    expect(html).toContain(`{"memory":"$$ and $'"}`);
  });

  it("puts the page's styles in <head>, after what <head> announces", async () => {
    const render = createServerRender({ root: echo, registry, apiUrl: 'http://api', enabled: true, log: silent });
    const html = (await render({ url: '/', origin: 'http://localhost:3000' })).render(template);
    expect(html).toContain('<style data-emotion="css 1x">.css-1x{color:green;}</style></head>');
  });

  it('puts the page in #root and its state in a JSON block, with the status', async () => {
    const render = createServerRender({ root: echo, registry, apiUrl: 'http://127.0.0.1:4000', enabled: true, log: silent });
    const page = await render({ url: '/obituaries/1/ann-lee', origin: 'http://localhost:3000' });
    expect(page.status).toBe(200);
    const html = page.render(template);
    expect(html).toContain('<div id="root"><h1 class="css-1x">/obituaries/1/ann-lee</h1></div><script type="application/json" id="keepsake-server-state">');
    // The state cannot close its block.
    expect(html).not.toContain('</script><script>alert');
    const state = JSON.parse(/id="keepsake-server-state">(.*?)<\/script>/.exec(html)[1]);
    expect(state.request).toEqual({
      url: '/obituaries/1/ann-lee',
      origin: 'http://localhost:3000',
      apiUrl: 'http://127.0.0.1:4000',
      // The shell's calls to the API carry it (KEEPSAKE_INTERNAL_TOKEN; unset here); the page's state never does.
      edgeToken: null,
      userAgent: '',
      // Not given: the shell does not hear the API's invalidations, so the website is read for each page.
      websiteVersion: null,
      // Each remote's server code is beside its manifest, on its own origin: only the registry names it.
      serverEntries: { site: 'http://127.0.0.1:9/server/remoteEntry.js', obituaries: 'https://obits.example/v2/server/remoteEntry.js' },
    });
    expect((await render({ url: '/obituaries/999/nobody', origin: 'http://localhost:3000' })).status).toBe(404);
  });

  it("moves the page's picture preloads from the top of its HTML to the top of <head>, before the script preloads", async () => {
    const hinted = shellDist(`module.exports = {
      renderPage: async () => ({
        status: 200,
        html: '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/><h1>Home</h1><link rel="stylesheet" href="/late.css"/>',
        styles: '',
        state: {},
        failedAreas: [],
      }),
    };`);
    const render = createServerRender({ root: hinted, registry, apiUrl: 'http://api', enabled: true, log: silent });
    const html = (await render({ url: '/', origin: 'http://localhost:3000' })).render(template);
    expect(html).toContain('<head><link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/><title>');
    expect(html.indexOf('/hero.svg')).toBeLessThan(html.indexOf('as="fetch"'));
    // Only the leading hints move: the page's own markup stays where it is.
    expect(html).toContain('<div id="root"><h1>Home</h1><link rel="stylesheet" href="/late.css"/></div>');
  });

  it('answers with the status alone when nothing could be rendered (the API down): the browser draws the page', async () => {
    const down = shellDist(`module.exports = { renderPage: async () => ({ status: 503, html: '', state: null, failedAreas: [] }) };`);
    const render = createServerRender({ root: down, registry, apiUrl: 'http://api', enabled: true, log: silent });
    const page = await render({ url: '/', origin: 'http://localhost:3000' });
    expect(page.status).toBe(503);
    // Nothing to put in the page: the shell sends the plain index.html, and the browser reads the website.
    expect(page.render).toBeUndefined();
  });

  it('leaves other pages, previews, and everything when off to the browser', async () => {
    const on = createServerRender({ root: echo, registry, apiUrl: 'http://api', enabled: true, log: silent });
    for (const url of ['/family-portal/1/ann', '/Family-Portal', '/family-portal/login/more', '/studio', '/studio/pages', '/?preview=true']) {
      expect(await on({ url, origin: 'http://localhost:3000' })).toBeNull();
    }
    // Every other page is public and rendered on the server.
    for (const url of ['/obituaries/1/ann/shop', '/plan-now', '/privacy-policy', '/studios-of-art']) {
      expect(await on({ url, origin: 'http://localhost:3000' })).not.toBeNull();
    }
    const off = createServerRender({ root: echo, registry, apiUrl: 'http://api', enabled: false, log: silent });
    expect(await off({ url: '/', origin: 'http://localhost:3000' })).toBeNull();
  });

  it("renders the portal's sign-in page (issue 28), kept by the page cache only without one person's token", async () => {
    const on = createServerRender({ root: echo, registry, apiUrl: 'http://api', enabled: true, log: silent });
    expect(await on({ url: '/family-portal/login', origin: 'http://localhost:3000' })).toMatchObject({ status: 200, complete: true });
    expect(await on({ url: '/Family-Portal/Login/', origin: 'http://localhost:3000' })).toMatchObject({ status: 200, complete: true });
    for (const url of ['/family-portal/login?redirectTo=%2Ffamily-portal%2Fcases', '/family-portal/login?signInError=credentials']) {
      expect(await on({ url, origin: 'http://localhost:3000' })).toMatchObject({ status: 200, complete: false });
    }
    // A reset and an invitation's sign-up have no plain-HTML handler: the browser draws them.
    for (const url of ['/family-portal/login?reset=abc', '/family-portal/login?redirectTo=%2Ffamily-portal%2Finvitation%2Fx']) {
      expect(await on({ url, origin: 'http://localhost:3000' })).toBeNull();
    }
  });

  it('falls back to the browser when the server code fails or is missing', async () => {
    const logged = [];
    const log = (message) => logged.push(message);
    const broken = shellDist(`module.exports = { renderPage: async () => { throw new Error('remote down'); } };`);
    expect(await createServerRender({ root: broken, registry, apiUrl: 'http://api', enabled: true, log })({ url: '/', origin: 'http://x' })).toBeNull();
    expect(logged).toEqual(['[keepsake] server rendering of / failed; the browser renders it']);
    const empty = mkdtempSync(path.join(os.tmpdir(), 'keepsake-ssr-'));
    expect(await createServerRender({ root: empty, registry, apiUrl: 'http://api', enabled: true, log })({ url: '/', origin: 'http://x' })).toBeNull();
  });

  it('answers a server-provided redirect with its location', async () => {
    const redirecting = shellDist(
      `module.exports = { renderPage: async () => ({ status: 302, location: '/obituaries', html: '', state: {}, failedAreas: [] }) };`,
    );
    const page = await createServerRender({ root: redirecting, registry, apiUrl: 'http://api', enabled: true, log: silent })({ url: '/', origin: 'http://x' });
    expect(page).toMatchObject({ status: 302, location: '/obituaries' });
  });
});
