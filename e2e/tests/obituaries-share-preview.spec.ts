import { expect, test } from '@playwright/test';
import { served } from '../support/served-page';

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
      expect(html).toContain('<meta property="og:title" content="Eleanor Grace Hartwell Obituary | Willowbrook Funeral Home">');
      expect(html).toMatch(/<meta property="og:description" content="\w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4}\. /);
      expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/api\/assets\/obituaries\/portrait-02\.svg">/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
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
    expect(about.html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/about\/our-history">/);
    const missing = await served(page, '/obituaries/999999/nobody');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex">');
  });
});
