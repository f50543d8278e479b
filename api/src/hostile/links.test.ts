// Issue 37 point 6: a link in mail is built from the home's canonical URL (site.canonical_url), never from the
// request's Origin or Host; the render context carries the same origin for the pages' share links (issue 43).
import { homeUrl } from '@keepsake/shared/rules';
import { recentMail } from '../lib/mailer';
import { homeLink } from '../lib/home-url';
import { createTestApp, DEMO_HOST, SECOND_HOST, type TestApp } from '../testing/test-app';

describe('hostile: links from the home’s canonical URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resetLinks = async (siteId: string) =>
    (await recentMail(t.app.database.db, siteId)).flatMap((row) => row.links).filter((link) => link.includes('reset='));

  it.each([
    ['a foreign Origin', { origin: 'http://localhost:6666' }],
    ['an Origin on another of the home’s hosts', { origin: 'https://127.0.0.1:9999' }],
    ['no Origin at all', {}],
  ])('points a reset link at http://localhost:3000 whatever the client sends: %s', async (_name, headers) => {
    const before = (await resetLinks('site-willowbrook')).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/family/password/forgot',
      headers: { ...DEMO_HOST, ...headers },
      payload: { email: 'luis.morales@willowbrook.test' },
      remoteAddress: `198.51.100.${before + 40}`,
    });
    expect(response.statusCode).toBe(202);
    const links = await resetLinks('site-willowbrook');
    expect(links).toHaveLength(before + 1);
    expect(links.every((link) => link.startsWith('http://localhost:3000/family-portal/login?reset='))).toBe(true);
  });

  it('gives each home its own origin, in mail and in the render context', async () => {
    expect(await homeLink(t.app.database.db, 'site-harborview', '/obituaries')).toBe('http://second.keepsake.test:3000/obituaries');
    for (const [host, origin] of [
      [DEMO_HOST, 'http://localhost:3000'],
      [SECOND_HOST, 'http://second.keepsake.test:3000'],
    ] as const) {
      const context = await t.app.inject({ method: 'GET', url: '/api/web/render-context/approved', headers: { ...host, origin: 'http://evil.example' } });
      expect(context.json().canonicalUrl).toBe(origin);
    }
  });

  it('links to https on the first host for a home without a canonical URL, and never leaves the home', async () => {
    await t.app.database.query(`UPDATE site SET canonical_url = NULL WHERE id = 'site-harborview'`);
    expect(await homeLink(t.app.database.db, 'site-harborview', '/family-portal')).toBe('https://second.keepsake.test/family-portal');
    expect(() => homeUrl('http://localhost:3000', '//evil.example/')).toThrow();
    expect(() => homeUrl('http://localhost:3000', 'https://evil.example/')).toThrow();
    expect(() => homeUrl('javascript:alert(1)', '/')).toThrow();
  });
});
