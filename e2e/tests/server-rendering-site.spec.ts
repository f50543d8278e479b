import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { collectApiReads, collectNoise, mainOf, served } from '../support/served-page';

// The public site's own pages (remote-site) as the shell's server renders them (ADR 044, on by default):
// the HTML as served, reading and following links without JavaScript, and hydration without noise.

async function firstArticle(page: Page) {
  const blog = (await (await page.request.get('/api/web/blog')).json()) as { items: { id: number; title: string }[] };
  return blog.items[0]!;
}

test.describe('site pages rendered on the server', () => {
  test('each kind of page has its main content in the HTML as served, with status 200', async ({ page }) => {
    const article = await firstArticle(page);
    const pages: [string, RegExp][] = [
      ['/', /<h1[^>]*>Honoring every life with dignity and care<\/h1>/],
      ['/privacy-policy', /<h1[^>]*>Privacy Policy<\/h1>/],
      ['/accessibility', /WCAG\) 2.2 at level AA/],
      ['/about/our-staff', /<h1[^>]*>The people who will care for your family<\/h1>/],
      // A page without modules shows its first child; the browser then moves the address there.
      ['/about', /<h1[^>]*>The people who will care for your family<\/h1>/],
      ['/blog', new RegExp(`<h1[^>]*>Blog</h1>[\\s\\S]*${article.title}`)],
      [`/blog/article/${article.id}`, new RegExp(`<h1[^>]*>${article.title}</h1>`)],
      ['/contact', /<h1[^>]*>Contact us<\/h1>/],
    ];
    for (const [path, content] of pages) {
      const { status, html } = await served(page, path);
      expect(status, path).toBe(200);
      expect(mainOf(html), path).toMatch(content);
      expect(html, path).toContain('id="keepsake-server-state"');
    }
  });

  test('the contact form has its fields and labels in the HTML, and cannot be sent before the script runs', async ({ page }) => {
    const { html } = await served(page, '/contact');
    const form = /<form[^>]*aria-label="Send us a message"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
    for (const label of ['Your name', 'Email address', 'Phone number', 'How can we help?']) expect(form).toMatch(new RegExp(`<label[^>]*>${label}`));
    expect(form).toMatch(/<input[^>]*name="email"/);
    expect(form).toMatch(/<textarea[^>]*name="message"/);
    // Its controls wait for the script (Form serves them in a disabled group): nothing is sent, or lost, before it runs.
    expect(form).toMatch(/<fieldset role="none" disabled=""[^>]*>[\s\S]*<button type="submit"/);
    expect(form).toContain('Sending this form needs JavaScript');
  });

  test('an unknown page is a 404 from the server with the error page text; a bot gets the status and an empty main', async ({ page }) => {
    const missing = await served(page, '/services/not-here');
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/Sorry, we can(&#x27;|')t find that page/);
    expect(missing.html).toContain('/services/not-here');
    expect(missing.html).toContain('Search for a loved one');

    const bot = await served(page, '/services/not-here', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(bot.status).toBe(404);
    expect(bot.html).not.toContain('find that page');
    expect(mainOf(bot.html).replace(/<!--.*?-->/g, '')).toBe('');
  });

  test('@phone without JavaScript the pages read and the navigation links work', async ({ browser, isMobile }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true } : {}) });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Honoring every life with dignity and care' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (!isMobile) await nav.getByRole('button', { name: 'About pages' }).hover();
    // Without the script the sub-pages are reachable: listed open on a phone, shown on hover on a desktop.
    await nav.getByRole('link', { name: 'Our History' }).click();
    await expect(page).toHaveURL(/\/about\/our-history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Since 1952' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await nav.getByRole('link', { name: 'Contact' }).first().click();
    await expect(page.getByRole('form', { name: 'Send us a message' }).getByLabel('Your name')).toBeVisible();
    await context.close();
  });

  test('@phone hydrates without console errors or warnings, without asking the API again, and axe passes', async ({ page }) => {
    // Six pages, each checked by axe (≈ 6 s a page on a loaded 2-core machine): more than one test's time.
    test.slow();
    const article = await firstArticle(page);
    const messages = collectNoise(page);
    // The website and the page's data come with the HTML (pictures and the session are other reads).
    const apiCalls = collectApiReads(page);
    for (const path of ['/', '/privacy-policy', '/about/our-staff', '/blog', `/blog/article/${article.id}`, '/contact']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // Hydrated: the contact form can be sent now.
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await page.goto('/about');
    await expect(page).toHaveURL(/\/about\/our-staff$/);
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
    expect(apiCalls).toEqual([]);
  });
});
