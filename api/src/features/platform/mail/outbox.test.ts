import { apiErrorSchema } from '@keepsake/shared/contract';
import { configFromEnv } from '../../../config';
import { DEMO_FAMILY, DEMO_STAFF } from '../../../seed/users';
import { createTestApp, DEMO_HOST, SECOND_HOST, signIn, type TestApp, edgeHost } from '../../../testing/test-app';

// The outbox lists live invitation and password-reset links: public, it is an account takeover in two
// requests (issue 22 point 2). Staff read it; anyone else only on the local demo; never in production.
describe('the demo outbox', () => {
  let t: TestApp;
  let staff: string;
  let family: string;
  beforeAll(async () => {
    t = await createTestApp();
    [staff, family] = await Promise.all([
      signIn(t.app, DEMO_HOST, DEMO_STAFF.email, DEMO_STAFF.password),
      signIn(t.app, DEMO_HOST, DEMO_FAMILY.email, DEMO_FAMILY.password),
    ]);
  });
  afterAll(() => t.close());

  const read = (url: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url, headers, remoteAddress });

  it.each(['/api/web/demo/outbox', '/api/web/demo/outbox.json'])('%s: open to a browser on this machine at localhost (npm start)', async (url) => {
    expect((await read(url, DEMO_HOST)).statusCode).toBe(200);
    expect((await read(url, edgeHost('127.0.0.1:3000'), '::1')).statusCode).toBe(200);
  });

  it.each(['/api/web/demo/outbox', '/api/web/demo/outbox.json'])('%s: from anywhere else, staff only', async (url) => {
    const outside = '203.0.113.7';
    const signedOut = await read(url, DEMO_HOST, outside);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).not.toContain('/family-portal/');
    // A header the client sets does not make it local: the proxy-set address decides (ADR 006).
    expect((await read(url, { ...DEMO_HOST, 'x-forwarded-for': '127.0.0.1' }, outside)).statusCode).toBe(401);
    const familyAnswer = await read(url, { ...DEMO_HOST, authorization: `Bearer ${family}` }, outside);
    expect(familyAnswer.statusCode).toBe(403);
    expect(apiErrorSchema.parse(familyAnswer.json()).message).toBe("Only staff of this funeral home can read this funeral home's outbox.");
    expect((await read(url, { ...DEMO_HOST, authorization: `Bearer ${staff}` }, outside)).statusCode).toBe(200);
  });

  it('a funeral home on its own host is never the local demo, even from this machine', async () => {
    expect((await read('/api/web/demo/outbox.json', SECOND_HOST)).statusCode).toBe(401);
  });

  it('is never on when NODE_ENV=production, whatever else is set', () => {
    const env = { KEEPSAKE_AUTH_SECRET: 'x'.repeat(40), KEEPSAKE_DEMO_OUTBOX: 'on' };
    expect(configFromEnv({ ...env, NODE_ENV: 'production' }).mail?.outboxPage).toBe(false);
    expect(configFromEnv({ ...env, NODE_ENV: 'development' }).mail?.outboxPage).toBe(true);
    expect(configFromEnv({ ...env, SMTP_URL: 'smtp://mail.example:25' }).mail?.outboxPage).toBe(false);
  });
});
