import { expect, test } from '@playwright/test';
import { served, untilHydrated } from '../support/served-page';

// Crawlers and link-preview agents get the HTML people get (ADR 044, ADR 022): the page names itself while
// the server renders it, so there is no agent list and no bot-only path.
const AGENTS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'SomeChatApp/3.1 (link preview)',
];

test.describe('share previews', () => {
  for (const userAgent of AGENTS) {
    test(`an obituary's served HTML has its title, portrait and JSON-LD (${userAgent.split('/')[0]})`, async ({ page }) => {
      const search = await page.request.get('/api/web/obituaries?name=eleanor');
      const [eleanor] = (await search.json()).items;
      const { status, html } = await served(page, `/obituaries/${eleanor.id}/${eleanor.nameSlug}`, { 'user-agent': userAgent });
      expect(status).toBe(200);
      expect(html).toContain('<title>Eleanor Grace Hartwell Obituary | Willowbrook Funeral Home</title>');
      expect(html).not.toContain('Loading…');
      expect(html).toContain('<meta property="og:title" content="Eleanor Grace Hartwell Obituary | Willowbrook Funeral Home" data-page-head>');
      expect(html).toMatch(/<meta property="og:description" content="\w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4}\. /);
      expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/api\/assets\/obituaries\/portrait-02\.svg" data-page-head>/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-page-head>');
      const jsonLd = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
        '@type': 'Person',
        name: 'Eleanor Grace Hartwell',
        birthDate: eleanor.birthDate,
        deathDate: eleanor.deathDate,
      });
    });
  }

  test('every public page names itself in the served HTML; an unknown obituary is a 404 kept out of search results', async ({ page }) => {
    const about = await served(page, '/about/our-history');
    expect(about.html).toContain('<title>Our History | Willowbrook Funeral Home</title>');
    expect(about.html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/about\/our-history" data-page-head>/);
    const missing = await served(page, '/obituaries/999999/nobody');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex" data-page-head>');
  });

  test("the served page's canonical link and preview tags leave with it at the first in-app navigation", async ({ page }) => {
    await page.goto('/about/our-history');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about\/our-history$/);
    const obituaries = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Obituaries', exact: true });
    await untilHydrated(obituaries);
    await obituaries.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Obituaries' })).toBeVisible();
    await expect(page.locator('head [data-page-head]')).toHaveCount(0);
    await expect(page).toHaveTitle('Obituaries | Willowbrook Funeral Home');
  });
});
