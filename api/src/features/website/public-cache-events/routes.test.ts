import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_INTERNAL_TOKEN } from '../../../config';
import { createTestApp, type TestApp, edgeHost } from '../../../testing/test-app';
import { PUBLIC_CACHE_EVENTS_PATH, SITE_OF_HOST_PATH } from './routes';

// Issue 28: the shells' rendered-page caches hear every public-cache invalidation of the API as a stream.
describe('GET /api/internal/public-cache-events', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('is only for the deployment’s own servers: no token or a wrong one is refused', async () => {
    expect((await fetch(base + PUBLIC_CACHE_EVENTS_PATH)).status).toBe(401);
    const wrong = await fetch(base + PUBLIC_CACHE_EVENTS_PATH, { headers: { authorization: `Bearer ${TEST_INTERNAL_TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain(TEST_INTERNAL_TOKEN);
  });

  it('says it is ready, then streams each invalidation (a publish: the site and the key)', async () => {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(base + PUBLIC_CACHE_EVENTS_PATH, { headers: { authorization: `Bearer ${TEST_INTERNAL_TOKEN}` } }, resolve)
        .on('error', reject)
        .end();
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    let text = '';
    const received = (pattern: RegExp) =>
      new Promise<void>((resolve) => {
        const check = () => pattern.test(text) && (response.off('data', onData), resolve());
        const onData = (chunk: Buffer) => {
          text += chunk.toString();
          check();
        };
        response.on('data', onData);
        check();
      });
    await received(/event: ready/);
    t.app.publicCache.invalidate('site-willowbrook', 'render-context');
    await received(/data: \{"siteId":"site-willowbrook","prefix":"render-context"\}/);
    // Invalidations announced by another API process (NOTIFY, not broadcast again) reach the stream too.
    t.app.publicCache.invalidate('site-harborview', 'obituary:3:', { broadcast: false });
    await received(/"siteId":"site-harborview","prefix":"obituary:3:"/);
    response.destroy();
  });
});

// Issue 28: the stream names homes by site id; the shell asks which home a page's host is, to drop only its pages.
describe('GET /api/internal/site-of-host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const ask = (host: string, authorization = `Bearer ${TEST_INTERNAL_TOKEN}`) =>
    t.app.inject({ method: 'GET', url: SITE_OF_HOST_PATH, headers: { ...edgeHost(host), authorization } });

  it('names the site of a host for the deployment’s own servers', async () => {
    const response = await ask('localhost');
    expect(response.statusCode).toBe(200);
    const { siteId } = response.json() as { siteId: string };
    expect(siteId).toMatch(/\S/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is refused without the token or with a wrong one, and says nothing of the site', async () => {
    for (const authorization of ['', `Bearer ${TEST_INTERNAL_TOKEN}x`]) {
      const response = await ask('localhost', authorization);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('siteId');
    }
  });

  it('answers 404 for an unknown host and 400 for something that is no host', async () => {
    expect((await ask('nobody.keepsake.invalid')).statusCode).toBe(404);
    const bad = await ask('not a host!');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please enter a valid format');
  });
});
