import { gunzipSync } from 'node:zlib';
import { createTestApp, DEMO_HOST, type TestApp, edgeHost } from '../testing/test-app';

describe('hot public reads from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...DEMO_HOST, ...headers } });

  it.each(['/api/web/render-context/approved', '/api/web/redirects', '/api/web/obituaries/1', '/api/web/obituaries/1/photos'])(
    '%s: ETag, 304, compressed once',
    async (url) => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      const etag = plain.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(plain.headers.vary).toContain('Accept-Encoding');
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect((await get(url, { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    },
  );

  it('another site never gets this site’s cached answer', async () => {
    const own = await get('/api/web/render-context/approved');
    const other = await get('/api/web/render-context/approved', edgeHost('second.keepsake.test'));
    expect(other.headers.etag).not.toBe(own.headers.etag);
    expect(other.body).not.toContain('Willowbrook');
  });

  it('an approved memory invalidates the obituary (its memory count)', async () => {
    const before = (await get('/api/web/obituaries/1')).json().memoryCount as number;
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/web/obituaries/1/memories',
      headers: DEMO_HOST,
      payload: { authorName: 'Ada', text: 'Remembered.' },
      remoteAddress: '192.0.2.31',
    });
    const expected = posted.json().status === 'APPROVED' ? before + 1 : before;
    expect((await get('/api/web/obituaries/1')).json().memoryCount).toBe(expected);
  });

  it('explicit invalidation (publish) shows the new version at once', async () => {
    const first = await get('/api/web/render-context/approved');
    const { database } = t.app;
    await database.query(
      `UPDATE site_context SET document = jsonb_set(document, '{company,name}', '"Willowbrook Renamed"') WHERE site_id = 'site-willowbrook' AND version = 'approved'`,
    );
    // Without invalidation the cached version is still served...
    expect((await get('/api/web/render-context/approved')).headers.etag).toBe(first.headers.etag);
    t.app.publicCache.invalidate('site-willowbrook', 'render-context');
    const next = await get('/api/web/render-context/approved', { 'if-none-match': first.headers.etag as string });
    expect(next.statusCode).toBe(200);
    expect(next.json().company.name).toBe('Willowbrook Renamed');
  });
});
