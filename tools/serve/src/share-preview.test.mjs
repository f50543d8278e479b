import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { escapeHtml, injectIntoHead, isBotUserAgent, jsonForScript, obituaryIdFromPath, previewTags } from './share-preview.mjs';
import { createShellServer } from './shell-server.mjs';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const OBITUARY = {
  id: 7,
  nameSlug: 'eleanor-grace-hartwell',
  fullName: 'Eleanor "Nell" <Hartwell>',
  birthDate: '1939-11-23',
  deathDate: '2026-11-20',
  city: 'Alder Falls, VT',
  portraitUrl: '/api/assets/obituaries/portrait-02.svg',
  excerpt: 'She taught English & loved </script><script>alert(1)</script> poems.',
};

describe('share previews: the parts', () => {
  it('knows crawlers and link-preview agents from browsers', () => {
    for (const agent of [
      GOOGLEBOT,
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0',
      'WhatsApp/2.23',
      'LinkedInBot/1.0',
      'Discordbot/2.0',
    ]) {
      expect(isBotUserAgent(agent)).toBe(true);
    }
    expect(isBotUserAgent(CHROME)).toBe(false);
    expect(isBotUserAgent(undefined)).toBe(false);
  });

  it('finds the obituary id of any obituary page', () => {
    expect(obituaryIdFromPath('/obituaries/7/eleanor')).toBe(7);
    expect(obituaryIdFromPath('/obituaries/7')).toBe(7);
    expect(obituaryIdFromPath('/obituaries/7/eleanor/photos')).toBe(7);
    expect(obituaryIdFromPath('/obituaries/abc/eleanor')).toBeNull();
    expect(obituaryIdFromPath('/obituaries')).toBeNull();
    expect(obituaryIdFromPath('/about')).toBeNull();
  });

  it('escapes text for HTML and JSON for a script block', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(jsonForScript({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u2028"}');
  });

  it('builds Open Graph, Twitter and JSON-LD Person tags with everything escaped', () => {
    const { title, tags } = previewTags(OBITUARY, { origin: 'https://willowbrook.example', siteName: 'Willowbrook Funeral Home' });
    expect(title).toBe('Eleanor "Nell" <Hartwell> Obituary | Willowbrook Funeral Home');
    expect(tags).toContain('<meta property="og:title" content="Eleanor &quot;Nell&quot; &lt;Hartwell&gt; Obituary | Willowbrook Funeral Home" />');
    expect(tags).toContain('<meta property="og:image" content="https://willowbrook.example/api/assets/obituaries/portrait-02.svg" />');
    expect(tags).toContain('<meta property="og:url" content="https://willowbrook.example/obituaries/7/eleanor-grace-hartwell" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain('content="November 23, 1939 – November 20, 2026. She taught English &amp; loved');
    expect(tags).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Person', birthDate: '1939-11-23', deathDate: '2026-11-20', name: OBITUARY.fullName });
  });

  it('replaces the title and adds the tags to the head', () => {
    const html = injectIntoHead('<html><head><title>Loading…</title></head><body></body></html>', { title: 'A & B', tags: '<meta name="x" />' });
    expect(html).toBe('<html><head><title>A &amp; B</title>    <meta name="x" />\n  </head><body></body></html>');
  });
});

describe('share previews: the shell server', () => {
  let api;
  let shell;
  let apiCalls;
  beforeAll(async () => {
    apiCalls = [];
    api = Fastify();
    api.get('/api/web/obituaries/:id', async (request, reply) => {
      apiCalls.push({ url: request.url, host: request.headers['x-host'] });
      if (request.params.id !== '7') return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'none' });
      return OBITUARY;
    });
    api.get('/api/web/render-context/approved', async () => ({ company: { name: 'Willowbrook Funeral Home' } }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    const root = mkdtempSync(path.join(os.tmpdir(), 'keepsake-share-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>Loading…</title></head><body><div id="root"></div></body></html>');
    const { port } = api.server.address();
    shell = await createShellServer({ root, registry: {}, apiUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await shell.close();
    await api.close();
  });

  it('answers an obituary page with the tags in the served HTML', async () => {
    const response = await shell.inject({ url: '/obituaries/7/eleanor-grace-hartwell', headers: { 'user-agent': GOOGLEBOT, host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<meta property="og:description" content="November 23, 1939 – November 20, 2026. She taught');
    expect(response.body).toContain('<meta property="og:title" content="Eleanor &quot;Nell&quot; &lt;Hartwell&gt; Obituary | Willowbrook Funeral Home" />');
    expect(response.body).toContain('<meta property="og:image" content="http://localhost:3000/api/assets/obituaries/portrait-02.svg" />');
    expect(response.body).toContain('"@type":"Person"');
    expect(response.body).toContain('<div id="root"></div>');
    expect(apiCalls.at(-1)).toEqual({ url: '/api/web/obituaries/7', host: 'localhost' });
  });

  it('gives a preview agent that is on no list the person, not "Loading…"', async () => {
    for (const userAgent of [CHROME, 'SomeChatApp/2.0', undefined]) {
      const response = await shell.inject({ url: '/obituaries/7/eleanor-grace-hartwell/memories', headers: userAgent ? { 'user-agent': userAgent } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Loading…');
      expect(response.body).toContain('og:image');
    }
  });

  it('serves a bot the plain app for other pages and for an obituary that cannot be read', async () => {
    for (const url of ['/about', '/obituaries', '/obituaries/999/nobody', '/obituaries/abc/x']) {
      const response = await shell.inject({ url, headers: { 'user-agent': GOOGLEBOT } });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('og:title');
    }
  });
});
