import { escapeHtml, headTags, jsonForScript, withPageHead } from './page-head.mjs';

const PAGE = { origin: 'https://willowbrook.example', pathname: '/obituaries/7/eleanor-grace-hartwell', siteName: 'Willowbrook Funeral Home' };
const OBITUARY_HEAD = {
  title: 'Eleanor "Nell" <Hartwell> Obituary | Willowbrook Funeral Home',
  description: 'November 23, 1939 – November 20, 2026. She taught English & loved </script><script>alert(1)</script> poems.',
  share: {
    type: 'profile',
    image: '/api/assets/obituaries/portrait-02.svg',
    imageAlt: 'Portrait of Eleanor',
    structuredData: { '@context': 'https://schema.org', '@type': 'Person', name: 'Eleanor', image: '/api/assets/obituaries/portrait-02.svg' },
  },
};

describe('the head of a page rendered on the server', () => {
  it('escapes text for HTML and JSON for a script block', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(jsonForScript({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
  });

  it('gives a link preview the title, description, absolute picture and JSON-LD, everything escaped', () => {
    const tags = headTags(OBITUARY_HEAD, PAGE);
    expect(tags).toContain('<meta property="og:title" content="Eleanor &quot;Nell&quot; &lt;Hartwell&gt; Obituary | Willowbrook Funeral Home" data-page-head>');
    expect(tags).toContain('<meta property="og:type" content="profile" data-page-head>');
    expect(tags).toContain('<meta property="og:image" content="https://willowbrook.example/api/assets/obituaries/portrait-02.svg" data-page-head>');
    expect(tags).toContain('<meta property="og:url" content="https://willowbrook.example/obituaries/7/eleanor-grace-hartwell" data-page-head>');
    expect(tags).toContain('<link rel="canonical" href="https://willowbrook.example/obituaries/7/eleanor-grace-hartwell" data-page-head>');
    expect(tags).toContain('<meta property="og:site_name" content="Willowbrook Funeral Home" data-page-head>');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" data-page-head>');
    expect(tags).toContain('<meta name="description" content="November 23, 1939 – November 20, 2026. She taught English &amp; loved &lt;/script&gt;');
    expect(tags).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json" data-page-head>(.*)<\/script>/.exec(tags)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Eleanor',
      image: 'https://willowbrook.example/api/assets/obituaries/portrait-02.svg',
      url: 'https://willowbrook.example/obituaries/7/eleanor-grace-hartwell',
    });
  });

  it('a page without a picture is a small card; an error page is kept out of search results', () => {
    const plain = headTags({ title: 'About | Willowbrook' }, { ...PAGE, pathname: '/about' });
    expect(plain).toContain('<meta name="twitter:card" content="summary" data-page-head>');
    expect(plain).toContain('<meta property="og:type" content="website" data-page-head>');
    expect(plain).not.toContain('og:image');
    expect(plain).not.toContain('name="description"');
    expect(headTags({ title: 'Page not found', noindex: true }, PAGE)).toBe('<meta name="robots" content="noindex" data-page-head>');
  });

  it("replaces the template's title and adds the tags after it; no head leaves the template as it is", () => {
    const template = '<html><head><title>Loading…</title><link rel="preload" href="/main.js"></head><body></body></html>';
    expect(withPageHead(template, { title: 'A & B', noindex: true }, PAGE)).toBe(
      '<html><head><title>A &amp; B</title><meta name="robots" content="noindex" data-page-head><link rel="preload" href="/main.js"></head><body></body></html>',
    );
    expect(withPageHead(template, null, PAGE)).toBe(template);
  });
});
