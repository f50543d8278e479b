import Fastify from 'fastify';
import { apiErrorSchema } from '@keepsake/shared/contract';
import { DEMO_STAFF } from '../seed/users';
import { createTestApp, DEMO_HOST, edgeHost, signIn, type TestApp } from '../testing/test-app';
import { EDGE_TOKEN_HEADER, FOREIGN_X_HOST_MESSAGE, registerEdgeTrust } from './edge-trust';
import { registerErrorHandling } from './errors';

// Issue 37 point 7: the API believed X-Host from any caller. A DNS-rebinding page (its own name resolved
// to this machine) could send X-Host: localhost and read the demo outbox, or any home's pages.
describe('X-Host only from the shell', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signIn(t.app, DEMO_HOST, DEMO_STAFF.email, DEMO_STAFF.password);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url, headers, remoteAddress });

  it('is refused without the internal token, with a wrong one, or an empty one, on every route', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'x-host': 'localhost' },
      { 'x-host': 'localhost', [EDGE_TOKEN_HEADER]: 'guessed-token' },
      { 'x-host': 'localhost', [EDGE_TOKEN_HEADER]: '' },
    ]) {
      for (const url of [
        '/api/web/render-context/approved',
        '/api/web/demo/outbox.json',
        '/api/family/cases',
        '/api/media/site-willowbrook/x.jpg',
        '/api/health',
      ]) {
        const response = await get(url, headers);
        expect([url, response.statusCode]).toEqual([url, 403]);
        expect(apiErrorSchema.parse(response.json()).message).toBe(FOREIGN_X_HOST_MESSAGE);
      }
    }
    // A staff member's own token does not make a foreign X-Host trusted either.
    expect((await get('/api/family/cases', { 'x-host': 'localhost', authorization: `Bearer ${staff}` })).statusCode).toBe(403);
  });

  it('is believed beside the token, as the shell sends it', async () => {
    expect((await get('/api/web/render-context/approved', edgeHost('localhost'))).statusCode).toBe(200);
  });

  it('answers a call without X-Host by its own Host: a foreign name is no home', async () => {
    const rebound = await get('/api/web/demo/outbox.json', { host: 'attacker.example:4000' });
    expect(rebound.statusCode).toBe(404);
    expect((await get('/api/web/render-context/approved', { host: 'localhost:4000' })).statusCode).toBe(200);
  });

  it('keeps the demo outbox to a browser on this machine: the real Host must be local too', async () => {
    // The shell calls the API on loopback: the real Host is 127.0.0.1, X-Host the page's.
    expect((await get('/api/web/demo/outbox.json', { ...edgeHost('localhost'), host: '127.0.0.1:4000' })).statusCode).toBe(200);
    // Even with the token (a misconfigured proxy passing a foreign Host on), a foreign real Host is not the local demo.
    expect((await get('/api/web/demo/outbox.json', { ...edgeHost('localhost'), host: 'attacker.example:4000' })).statusCode).toBe(401);
  });

  it('is refused by an API with no internal token configured, whatever token is sent', async () => {
    const bare = Fastify();
    registerErrorHandling(bare);
    registerEdgeTrust(bare, null);
    bare.get('/x', async () => 'ok');
    for (const sent of ['', 'null', 'undefined']) {
      expect((await bare.inject({ url: '/x', headers: { 'x-host': 'localhost', [EDGE_TOKEN_HEADER]: sent } })).statusCode).toBe(403);
    }
    expect((await bare.inject({ url: '/x' })).statusCode).toBe(200);
    await bare.close();
  });
});
