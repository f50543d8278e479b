import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createShellServer, configFromEnv, registryOf } from '@keepsake/serve';
import { expectNoAxeViolations } from '../support/axe';
import { collectApiReads, collectNoise, served as servedAt } from '../support/served-page';
import { E2E_ENV, E2E_SECOND_SHELL_PORT } from '../support/e2e-env';
import { stopServer } from '../support/stop-server';

// Server rendering (ADR 044) is switched on per shell server (KEEPSAKE_SSR=1 for `npm start`): this suite
// starts a second shell origin with it on, beside the suite's client-rendered one, over the same remotes.
const ssrShell = `http://localhost:${E2E_SECOND_SHELL_PORT}`;
let close: () => Promise<void> = async () => {};
let obituaryPath = '';

test.beforeAll(async ({ request }) => {
  const config = configFromEnv(E2E_ENV);
  const shell = await createShellServer({ root: config.shellRoot, registry: registryOf(config), apiUrl: config.apiUrl, serverRendering: true });
  await shell.listen({ host: '127.0.0.1', port: E2E_SECOND_SHELL_PORT });
  close = () => stopServer(shell);
  const list = (await (await request.get(`${ssrShell}/api/web/obituaries`)).json()) as { items: { id: number; nameSlug: string; fullName: string }[] };
  const first = list.items[0]!;
  obituaryPath = `/obituaries/${first.id}/${first.nameSlug}`;
});

test.afterAll(async () => {
  await close();
});

/** The page as this suite's server-rendering shell serves it. */
const served = (page: Page, path: string) => servedAt(page, `${ssrShell}${path}`);

test.describe('server rendering', () => {
  test('the home page and an obituary page are in the HTML as served, with status 200', async ({ page }) => {
    const home = await served(page, '/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Honoring every life with dignity and care');
    expect(home.html).toContain('id="keepsake-server-state"');

    const obituary = await served(page, obituaryPath);
    expect(obituary.status).toBe(200);
    const list = await (await page.request.get(`${ssrShell}/api/web/obituaries`)).json();
    expect(obituary.html).toMatch(new RegExp(`<h1[^>]*>${list.items[0].fullName}</h1>`));
    // No inline script: the page's Content-Security-Policy allows none.
    expect(obituary.html).not.toMatch(/<script>/);
  });

  test("the page's styles are in <head>, none in the markup", async ({ page }) => {
    const { html } = await served(page, '/');
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-emotion="css [^"]+">/);
    expect(html.slice(html.indexOf('<div id="root">'))).not.toContain('<style data-emotion');
  });

  test('an unknown obituary is a 404, an invalid id too', async ({ page }) => {
    expect((await served(page, '/obituaries/999999/nobody')).status).toBe(404);
    expect((await served(page, '/obituaries/abc/nobody')).status).toBe(404);
  });

  test("a 404's HTML is the error page's text, not a loading state", async ({ page }) => {
    const { html } = await served(page, '/obituaries/999999/nobody');
    expect(html).toContain('404 - Page Not Found');
    expect(html).toMatch(/Sorry, we can(&#x27;|')t find that page/);
    expect(html).toContain('Search for a loved one');
  });

  test('pages not rendered on the server yet are served as before', async ({ page }) => {
    for (const path of ['/family-portal', '/studio']) {
      const { status, html } = await served(page, path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
    }
    // The shell's server code is no file of the site.
    for (const file of ['/server/main.js', '/%73erver/main.js', '/SERVER/main.js', '/x/../server/main.js']) {
      expect((await page.request.get(`${ssrShell}${file}`)).status(), file).toBe(404);
    }
  });

  test('with JavaScript off, a reader sees the obituary, styled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${ssrShell}${obituaryPath}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Styled by the page's own styles in <head>: the theme's heading font.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily)).toContain('Georgia');
    await context.close();
  });

  test("an obituary's photos, memories and video pages are in the HTML as served", async ({ page }) => {
    const list = (await (await page.request.get(`${ssrShell}/api/web/obituaries`)).json()) as { items: { fullName: string }[] };
    for (const sub of ['photos', 'memories', 'memorial-video']) {
      const { status, html } = await served(page, `${obituaryPath}/${sub}`);
      expect(status, sub).toBe(200);
      expect(html, sub).toContain(list.items[0]!.fullName);
      expect(html, sub).not.toContain('<div id="root"></div>');
    }
  });

  test('the blog and an article are in the HTML as served; an unknown article is a 404 with its text', async ({ page }) => {
    const blog = (await (await page.request.get(`${ssrShell}/api/web/blog`)).json()) as { items: { id: number; title: string }[] };
    const first = blog.items[0]!;
    const list = await served(page, '/blog');
    expect(list.status).toBe(200);
    expect(list.html).toContain(first.title);
    const article = await served(page, `/blog/article/${first.id}`);
    expect(article.status).toBe(200);
    expect(article.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const missing = await served(page, '/blog/article/999999');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('404 - Page Not Found');
  });

  test('the obituary list is in the HTML as served, and its search works without JavaScript', async ({ browser, page }) => {
    const list = (await (await page.request.get(`${ssrShell}/api/web/obituaries`)).json()) as { items: { fullName: string }[] };
    const { status, html } = await served(page, '/obituaries');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Obituaries<\/h1>/);
    expect(html).toContain(list.items[0]!.fullName);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const reader = await context.newPage();
    await reader.goto(`${ssrShell}/obituaries`);
    const wanted = list.items[1]!.fullName;
    await reader.getByLabel('Name').fill(wanted);
    await reader.getByRole('button', { name: 'Search' }).click();
    await expect(reader).toHaveURL(/\/obituaries\?name=/);
    await expect(reader.getByRole('main')).toContainText(wanted);
    await expect(reader.getByRole('main')).not.toContainText(list.items[0]!.fullName);
    await context.close();
  });

  test('@phone hydrates without console errors and without fetching the page data again', async ({ page }) => {
    const messages = collectNoise(page);
    const apiCalls = collectApiReads(page);
    for (const path of ['/', '/blog', '/obituaries', `${obituaryPath}/photos`, `${obituaryPath}/memories`, obituaryPath]) {
      await page.goto(`${ssrShell}${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(messages).toEqual([]);
    // The list's year choices are a read that does not hold up the page (usePageQuery): the server leaves
    // it out and the browser asks once the page is up. A visitor's own RSVP replies (issue 43.7) are this
    // device's, not the page's: only the browser can ask, once the services' region hydrates (ADR 112).
    expect(apiCalls.filter((url) => !url.endsWith('/api/web/obituaries/years') && !url.endsWith('/rsvps/mine'))).toEqual([]);
    await expectNoAxeViolations(page);
    // Hydrated: a link of the server's HTML navigates in the page, without loading a new document.
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.getByRole('link', { name: 'Willowbrook Funeral Home' }).first().click();
    await expect(page).toHaveURL(`${ssrShell}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Honoring every life with dignity and care');
    expect(loads).toBe(0);
  });
});

test.describe('server rendering when a remote redeploys', () => {
  test('a running server renders the new server code of a remote, without a restart', async ({ page }) => {
    // A redeploy of remote-obituaries' server build, in place: its exposed module says something new and
    // its entry is new (the server sees a new ETag). Put back afterwards.
    const config = configFromEnv(E2E_ENV);
    const serverDist = path.join(config.remotes.find((remote) => remote.name === 'obituaries')!.root, 'server');
    const before = await served(page, obituaryPath);
    expect(before.html).toContain('Share a memory');
    // The memorial wall's form loads the shared forms layer through this remote before it is replaced.
    expect((await served(page, `${obituaryPath}/memories`)).html).toMatch(/<textarea[^>]*name="text"/);
    const changed = readdirSync(serverDist).filter(
      (file) => file.endsWith('.js') && readFileSync(path.join(serverDist, file), 'utf8').includes('Share a memory'),
    );
    const originals = new Map(changed.map((file) => [file, readFileSync(path.join(serverDist, file), 'utf8')]));
    const touchEntry = () => utimesSync(path.join(serverDist, 'remoteEntry.js'), new Date(), new Date());
    try {
      for (const [file, source] of originals) writeFileSync(path.join(serverDist, file), source.replaceAll('Share a memory', 'Share a memory today'));
      touchEntry();
      await expect.poll(async () => (await served(page, obituaryPath)).html, { timeout: 15_000, intervals: [1_000] }).toContain('Share a memory today');
    } finally {
      for (const [file, source] of originals) writeFileSync(path.join(serverDist, file), source);
      touchEntry();
    }
    await expect.poll(async () => (await served(page, obituaryPath)).html, { timeout: 15_000, intervals: [1_000] }).not.toContain('Share a memory today');
    // Replacing one remote leaves the shell's shared modules to the others: the contact form (another
    // remote, the same forms layer) is still rendered on the server.
    expect((await served(page, '/contact')).html).toMatch(/<input[^>]*name="email"/);
  });
});

test.describe('server rendering when the API is down', () => {
  test('a page is a 503, not a 200 that only says Loading; the browser still draws the error page', async ({ page }) => {
    const config = configFromEnv(E2E_ENV);
    const port = E2E_SECOND_SHELL_PORT + 3;
    // Nothing listens on the resilience suite's port (E2E_SECOND_SHELL_PORT + 1).
    const shell = await createShellServer({
      root: config.shellRoot,
      registry: registryOf(config),
      apiUrl: `http://127.0.0.1:${E2E_SECOND_SHELL_PORT + 1}`,
      serverRendering: true,
    });
    await shell.listen({ host: '127.0.0.1', port });
    try {
      for (const path of ['/', obituaryPath]) expect((await page.request.get(`http://localhost:${port}${path}`)).status(), path).toBe(503);
    } finally {
      await stopServer(shell);
    }
  });
});

test.describe('server rendering when a remote is down', () => {
  test('the page still renders on the server and that area is loaded in the browser as before', async ({ page }) => {
    const config = configFromEnv({ ...E2E_ENV, OBITUARIES_PORT: String(E2E_SECOND_SHELL_PORT + 2) });
    const shell = await createShellServer({ root: config.shellRoot, registry: registryOf(config), apiUrl: config.apiUrl, serverRendering: true });
    const port = E2E_SECOND_SHELL_PORT + 3;
    await shell.listen({ host: '127.0.0.1', port });
    try {
      const response = await page.request.get(`http://localhost:${port}${obituaryPath}`);
      expect(response.status()).toBe(200);
      // The site's chrome (remote-site) is rendered; the obituaries area is left to the browser.
      expect(await response.text()).toContain('aria-label="Main"');
    } finally {
      await stopServer(shell);
    }
  });
});
