// Hostile: every way into better-auth that is not the front door (issue 13, points 1 and 2; issue 22).
import { apiErrorSchema, caseDetailsSchema, caseListSchema, sessionSchema } from '@keepsake/shared/contract';
import { DEMO_FAMILY, DEMO_STAFF, SECOND_SITE_STAFF } from '../seed/users';
import { ACCOUNT_BACKOFF } from '../features/auth/sign-in-guard';
import { createTestApp, DEMO_HOST, SECOND_HOST, signIn, type TestApp } from '../testing/test-app';

describe('hostile: auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each case gets its own client address, so the per-IP limit of one case does not spill into another.
  let nextAddress = 1;
  const freshAddress = () => `198.51.100.${nextAddress++}`;
  const post = (url: string, payload: unknown, headers: Record<string, string> = DEMO_HOST, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object, remoteAddress });

  // First: the later cases make the per-account backoff answer for these accounts.
  it('unknown account, wrong password and another home’s account answer alike', async () => {
    const attempts = [
      { email: 'nobody-here@willowbrook.test', password: 'whatever-123' },
      { email: DEMO_STAFF.email, password: 'wrong-password-123' },
      { email: SECOND_SITE_STAFF.email, password: SECOND_SITE_STAFF.password },
    ];
    const answers = [];
    const times: number[][] = [[], [], []];
    for (let round = 0; round < 2; round += 1) {
      for (const [index, payload] of attempts.entries()) {
        const started = process.hrtime.bigint();
        const response = await post('/api/auth/sign-in/email', payload);
        times[index]?.push(Number(process.hrtime.bigint() - started) / 1e6);
        answers.push({ status: response.statusCode, body: response.json() });
      }
    }
    expect(answers.map((answer) => JSON.stringify(answer))).toEqual(Array(6).fill(JSON.stringify(answers[0])));
    expect(answers[0]?.status).toBe(401);
    // Every kind pays for one password hash (~0.1 s): none answers in a fraction of another's time.
    const fastest = times.map((list) => Math.min(...list));
    expect(Math.min(...fastest)).toBeGreaterThan(Math.max(...fastest) / 4);
  });

  // Issue 22 point 5: a session cookie plus any Authorization header plus a foreign Origin is refused
  // exactly like the same request without the header, and writes nothing.
  describe('the cookie write guard has no Authorization bypass', () => {
    const address = freshAddress();
    let cookie = '';
    let token = '';
    let details = '';
    beforeAll(async () => {
      const browser = await post(
        '/api/auth/sign-in/email',
        { email: DEMO_FAMILY.email, password: DEMO_FAMILY.password },
        { ...DEMO_HOST, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
        address,
      );
      const setCookie = [browser.headers['set-cookie']].flat().find((value) => String(value).startsWith('better-auth.session_token='));
      cookie = String(setCookie).split(';')[0]!;
      token = await signIn(t.app, DEMO_HOST, DEMO_FAMILY.email, DEMO_FAMILY.password);
      const cases = caseListSchema.parse((await t.app.inject({ url: '/api/family/cases', headers: { ...DEMO_HOST, cookie } })).json());
      details = `/api/family/cases/${cases.items[0]!.id}/case-details`;
    });
    const write = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: details,
        headers: { ...DEMO_HOST, cookie, origin: 'https://evil.example', ...headers },
        payload: { group: 'faith', values: { faith: 'Written by evil.example', congregation: '' } },
        remoteAddress: address,
      });

    it.each([
      ['a forged bearer token', 'Bearer forged.token'],
      ['a Basic header', 'Basic YWRtaW46YWRtaW4='],
      ['an unknown scheme', 'x'],
      ['an empty bearer', 'Bearer '],
      ['a bearer token of the same account', () => `Bearer ${token}`],
    ] as const)('cookie + %s + a foreign Origin → refused as without it', async (_name, authorization) => {
      const without = await write({});
      const withHeader = await write({ authorization: typeof authorization === 'function' ? authorization() : authorization });
      expect(withHeader.statusCode).toBe(403);
      expect(withHeader.json()).toEqual(without.json());
      const saved = caseDetailsSchema.parse((await t.app.inject({ url: details, headers: { ...DEMO_HOST, cookie } })).json());
      expect(JSON.stringify(saved.groups)).not.toContain('evil.example');
    });

    it('a bearer client (no cookie, no browser headers) still writes', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: details,
        headers: { ...DEMO_HOST, authorization: `Bearer ${token}` },
        payload: { group: 'faith', values: { faith: 'Catholic', congregation: '' } },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(200);
      expect(sessionSchema.parse((await t.app.inject({ url: '/api/auth/session', headers: { ...DEMO_HOST, cookie } })).json()).user).not.toBeNull();
    });
  });

  describe('another home’s account never gets a token on this host, whatever the path spelling', () => {
    it.each([
      '/api/auth/sign-in/email/',
      '//api/auth/sign-in/email',
      '/api/auth//sign-in/email',
      '/api/auth/sign-in/./email',
      '/api/auth/sign-in/%2e/email',
      '/api/auth/sign-in/%2E/email/',
      '/api/auth/x/../sign-in/email',
      '/api/web/../auth/sign-in/email',
      '/api/auth/sign-in/email?callbackURL=/x',
      '/api/auth/sign-in/email#frag',
    ])('%s', async (url) => {
      const response = await post(url, { email: SECOND_SITE_STAFF.email, password: SECOND_SITE_STAFF.password });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['set-auth-token']).toBeUndefined();
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('only the allow-listed better-auth endpoints exist', () => {
    it.each([
      ['POST', '/api/auth/sign-up/email'],
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/change-email'],
      ['POST', '/api/auth/request-password-reset'],
      ['GET', '/api/auth/get-session'],
      ['GET', '/api/auth/error'],
      ['GET', '/api/auth/ok'],
      ['POST', '/api/auth/revoke-other-sessions'],
      ['POST', '/api/auth/sign-in/social'],
    ] as const)('%s %s → 404', async (method, url) => {
      const response = await t.app.inject({ method, url, headers: DEMO_HOST, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).statusCode).toBe(404);
    });
  });

  it('spelling a path differently does not reset the sign-in limit', async () => {
    const address = freshAddress();
    const spellings = ['/api/auth/sign-in/email', '/api/auth/sign-in/email/', '//api/auth/sign-in/email', '/api/auth/sign-in/./email'];
    for (let i = 0; i < 20; i += 1) {
      const response = await post(spellings[i % spellings.length] as string, { email: 'x' }, DEMO_HOST, address);
      expect(response.statusCode).toBe(400);
    }
    expect((await post('/api/auth/sign-in/email/', { email: 'x' }, DEMO_HOST, address)).statusCode).toBe(429);
  });

  it('rotating X-Forwarded-For does not reset the sign-in limit', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i += 1) {
      await post('/api/auth/sign-in/email', { email: 'x' }, { ...DEMO_HOST, 'x-forwarded-for': `203.0.113.${i}` }, address);
    }
    const response = await post('/api/auth/sign-in/email', { email: 'x' }, { ...DEMO_HOST, 'x-forwarded-for': '192.0.2.200' }, address);
    expect(response.statusCode).toBe(429);
  });

  it('behind the one trusted proxy hop, the proxy-set address is the client', async () => {
    // Same client, two spellings of the header the shell would never send: only the last hop counts.
    for (let i = 0; i < 20; i += 1) {
      await post('/api/auth/sign-in/email', { email: 'x' }, { ...DEMO_HOST, 'x-forwarded-for': `10.9.${i}.1, 192.0.2.77` }, '127.0.0.1');
    }
    const limited = await post('/api/auth/sign-in/email', { email: 'x' }, { ...DEMO_HOST, 'x-forwarded-for': '192.0.2.77' }, '127.0.0.1');
    expect(limited.statusCode).toBe(429);
    const other = await post('/api/auth/sign-in/email', { email: 'x' }, { ...DEMO_HOST, 'x-forwarded-for': '192.0.2.78' }, '127.0.0.1');
    expect(other.statusCode).toBe(400);
  });

  describe('login CSRF: sign-in from a foreign Origin is refused', () => {
    it.each(['https://evil.example', 'null', 'http://second.keepsake.test'])('Origin %s → 403', async (origin) => {
      const response = await post('/api/auth/sign-in/email', { email: DEMO_FAMILY.email, password: DEMO_FAMILY.password }, { ...DEMO_HOST, origin });
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-auth-token']).toBeUndefined();
    });

    it('the home’s own origin signs in', async () => {
      const response = await post(
        '/api/auth/sign-in/email',
        { email: DEMO_FAMILY.email, password: DEMO_FAMILY.password },
        { ...DEMO_HOST, origin: 'http://localhost:3000' },
      );
      expect(response.statusCode).toBe(200);
    });
  });

  // Issue 37 point 3: per address a few tries; for the account as a whole (new clients only, so the
  // owner's own device is never locked out: features/auth/sign-in-guard.test.ts) a wider limit.
  it('backs off per account, whichever address the guesses come from', async () => {
    const email = DEMO_FAMILY.email;
    for (let i = 0; i < ACCOUNT_BACKOFF.freeFailures; i += 1) {
      expect((await post('/api/auth/sign-in/email', { email, password: `guess-number-${i}` })).statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/sign-in/email', { email, password: DEMO_FAMILY.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await post('/api/auth/sign-in/email', { email: DEMO_STAFF.email, password: DEMO_STAFF.password })).statusCode).toBe(200);
    // An unknown email backs off the same way, so the answer does not tell which emails exist.
    for (let i = 0; i < ACCOUNT_BACKOFF.freeFailures; i += 1)
      await post('/api/auth/sign-in/email', { email: 'ghost@willowbrook.test', password: `guess-number-${i}` });
    expect((await post('/api/auth/sign-in/email', { email: 'ghost@willowbrook.test', password: 'guess-number-x' })).statusCode).toBe(429);
  });

  it('list-sessions hands out no raw tokens', async () => {
    const token = await signIn(t.app, DEMO_HOST, DEMO_STAFF.email, DEMO_STAFF.password);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { ...DEMO_HOST, authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as Array<Record<string, unknown>>;
    expect(sessions.length).toBeGreaterThan(0);
    expect(response.body).not.toContain(token.split('.')[0]);
    for (const entry of sessions) expect(entry).not.toHaveProperty('token');
  });

  it('a session is bound to its site: another host sees no user and lists nothing', async () => {
    const token = await signIn(t.app, DEMO_HOST, DEMO_STAFF.email, DEMO_STAFF.password);
    const headers = { ...SECOND_HOST, authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session', headers })).json()).toEqual({ user: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers })).statusCode).toBe(401);
  });

  it.each([
    ['a deeply nested body', `{"email":${nested(5000)},"password":"x"}`],
    ['an array body', '[1,2,3]'],
    ['a NUL in the email', JSON.stringify({ email: 'a\u0000@b.test', password: 'keepsake-demo-staff' })],
    ['a NUL in the password', JSON.stringify({ email: DEMO_STAFF.email, password: 'keepsake\u0000' })],
    ['a 10 kB password', JSON.stringify({ email: DEMO_STAFF.email, password: 'x'.repeat(10_000) })],
  ])('sign-in with %s → 4xx', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...DEMO_HOST, 'content-type': 'application/json' },
      payload,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
  });
});

// Built as text: JSON.stringify itself overflows the stack at this depth.
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}
