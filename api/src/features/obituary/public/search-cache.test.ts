import { createTestApp, DEMO_HOST, type TestApp } from '../../../testing/test-app';

// Issue 28 point 3: searches are cached per query (ETag, 304) and follow every change to an obituary.
describe('obituary search from the public cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const search = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/web/obituaries${query}`, headers: { ...DEMO_HOST, ...headers } });
  const ids = async (query: string) => ((await search(query)).json().items as Array<{ id: number }>).map((item) => item.id);

  it('answers a repeated search with the same ETag, and 304 to a client that has it', async () => {
    const first = await search('?name=a');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await search('?name=%20A%20')).headers.etag).toBe(etag);
    expect((await search('?name=a', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('keeps a bad query a 400 with the field named, never cached as an answer', async () => {
    const bad = await search('?year=1');
    expect(bad.statusCode).toBe(400);
    expect((await search('?year=1')).statusCode).toBe(400);
  });

  it('drops the site’s searches when one of its obituaries changes', async () => {
    const before = await ids('');
    const [first] = before;
    expect(first).toBeDefined();
    await t.app.database.query('UPDATE obituary SET published = false WHERE id = $1', [first]);
    // Still the cached list until a write announces the change...
    expect(await ids('')).toEqual(before);
    t.app.publicCache.invalidate('site-willowbrook', `obituary:${first}:`);
    // ...then the next search reads it afresh.
    expect(await ids('')).not.toContain(first);
  });
});
