import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_INTERNAL_TOKEN } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PUBLIC_CACHE_EVENTS_PATH } from './routes';

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
