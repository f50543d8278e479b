import { apiErrorSchema } from '@keepsake/shared/contract';
import { createTestApp, DEMO_HOST, type TestApp } from '../../testing/test-app';

// Its own file: the limit is per client IP, and every inject comes from the same one.
describe('sign-in rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 in the error shape after 20 attempts a minute', async () => {
    const attempt = () => t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: DEMO_HOST, payload: { email: 'x' } });
    // Invalid emails fail fast with 400; the limit counts them all the same.
    for (let i = 0; i < 20; i += 1) expect((await attempt()).statusCode).not.toBe(429);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json()).error).toBe('Too Many Requests');
  });
});
