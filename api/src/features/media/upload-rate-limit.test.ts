import { apiErrorSchema } from '@keepsake/shared/contract';
import { signedInApp } from '../../testing/family-sign-in';
import { DEMO_HOST } from '../../testing/test-app';
import { UPLOAD_RATE_LIMIT, UPLOAD_RATE_LIMIT_MESSAGE } from './upload-rate-limit';

// Its own file: the counters live for the app's lifetime. Requests carry no file (the route answers 400
// after the limit is checked): the limit counts requests, whatever they hold.
describe('upload rate limits', () => {
  const { t, who } = signedInApp();

  // The shell's proxy sets X-Forwarded-For; the API trusts it from loopback, which inject is (ADR 006).
  const upload = (ip: string, token?: string, path = 'photos') =>
    t.app.inject({
      method: 'POST',
      url: `/api/family/cases/${who.rosaId}/${path}`,
      headers: { ...DEMO_HOST, 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const expectLimited = (response: Awaited<ReturnType<typeof upload>>) => {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ error: 'Too Many Requests', message: UPLOAD_RATE_LIMIT_MESSAGE });
  };

  it('limits one account whatever address it comes from, and not the others', async () => {
    const { max } = UPLOAD_RATE_LIMIT.perAccount;
    // Spread over addresses so that only the account's counter can be the one that stops it.
    for (let i = 0; i < max; i += 1) expect((await upload(`198.51.100.${i % 100}`, who.family, i % 2 ? 'music' : 'photos')).statusCode).toBe(400);
    expectLimited(await upload('198.51.100.200', who.family));
    expectLimited(await upload('198.51.100.201', who.family, 'case-photo'));
    expect((await upload('198.51.100.200', who.helper)).statusCode).toBe(400);
  }, 60_000);

  it('limits one address whoever sends, signed in or not', async () => {
    const { max } = UPLOAD_RATE_LIMIT.perIp;
    for (let i = 0; i < max; i += 1) expect((await upload('203.0.113.7')).statusCode).toBe(401);
    // The helper's own counter is far from full; the address is.
    expectLimited(await upload('203.0.113.7', who.helper));
    expect((await upload('203.0.113.8', who.helper)).statusCode).toBe(400);
  }, 60_000);
});
