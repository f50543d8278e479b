import { expect, test } from '@playwright/test';

const BOTS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];

test.describe('share previews', () => {
  for (const userAgent of BOTS) {
    test(`a link-preview agent gets title, portrait and JSON-LD in the raw HTML (${userAgent.split('/')[0]})`, async ({ request }) => {
      const search = await request.get('/api/web/obituaries?name=eleanor');
      const [eleanor] = (await search.json()).items;
      const response = await request.get(`/obituaries/${eleanor.id}/${eleanor.nameSlug}`, { headers: { 'user-agent': userAgent } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta property="og:title" content="Eleanor Grace Hartwell Obituary | Willowbrook Funeral Home" />');
      expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/api\/assets\/obituaries\/portrait-02\.svg" \/>/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
        '@type': 'Person',
        name: 'Eleanor Grace Hartwell',
        birthDate: eleanor.birthDate,
        deathDate: eleanor.deathDate,
      });
    });
  }

  test('a preview agent on no list gets the name, dates and portrait, never "Loading…"', async ({ request }) => {
    const search = await request.get('/api/web/obituaries?name=eleanor');
    const [eleanor] = (await search.json()).items;
    const response = await request.get(`/obituaries/${eleanor.id}/${eleanor.nameSlug}`, { headers: { 'user-agent': 'SomeChatApp/3.1 (link preview)' } });
    const html = await response.text();
    expect(html).toContain('<title>Eleanor Grace Hartwell Obituary | Willowbrook Funeral Home</title>');
    expect(html).not.toContain('Loading…');
    expect(html).toMatch(/<meta property="og:description" content="\w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4}\./);
    expect(html).toContain('og:image');
  });
});
