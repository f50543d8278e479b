import { apiErrorSchema, sessionSchema } from '@keepsake/shared/contract';
import { DEMO_HELPER } from '../../seed/family-portal';
import { DEMO_FAMILY, DEMO_STAFF, SECOND_SITE_STAFF } from '../../seed/users';
import { createTestApp, DEMO_HOST, SECOND_HOST, signIn, type TestApp } from '../../testing/test-app';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signInWith = (payload: unknown, headers: Record<string, string> = DEMO_HOST) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers, payload: payload as object });
  const session = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers });

  describe('POST /api/auth/sign-in/email', () => {
    it('answers 400 with the field message for an invalid email', async () => {
      const response = await signInWith({ email: 'not-an-email', password: 'keepsake-demo-staff' });
      expect(response.statusCode).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.error).toBe('Bad Request');
      expect(body.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
    });

    it('answers 400 naming every missing field', async () => {
      const response = await signInWith({});
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fieldErrors).toEqual({
        email: 'This field is required',
        password: 'This field is required',
      });
    });

    it('answers 400 for a body that is not JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...DEMO_HOST, 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).message).toBe('The request body is not valid JSON.');
    });

    it('answers 401 in the error shape for a wrong password', async () => {
      const response = await signInWith({ email: DEMO_STAFF.email, password: 'wrong-password-123' });
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ error: 'Unauthorized', message: 'Invalid email or password' });
      expect(response.headers['set-auth-token']).toBeUndefined();
    });

    it("refuses an account on another funeral home's site like a wrong password", async () => {
      const response = await signInWith({ email: SECOND_SITE_STAFF.email, password: SECOND_SITE_STAFF.password });
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json()).message).toBe('Invalid email or password');
    });

    it('returns the token in set-auth-token and exposes the header to browsers', async () => {
      const response = await signInWith({ email: DEMO_STAFF.email, password: DEMO_STAFF.password });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-auth-token']).toEqual(expect.any(String));
      expect(String(response.headers['access-control-expose-headers'])).toContain('set-auth-token');
      // Never in the body, where any script reading the answer would find it.
      expect(response.json()).not.toHaveProperty('token');
      expect(response.body).not.toContain(String(response.headers['set-auth-token']));
    });
  });

  describe('the browser session cookie', () => {
    // What a browser sends on a same-origin fetch from the site's own page (ADR 006).
    const BROWSER = { ...DEMO_HOST, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
    const cookieOf = (setCookie: string | string[] | undefined) => {
      const cookies = Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')];
      const session = cookies.find((cookie) => cookie.startsWith('better-auth.session_token='));
      if (!session) throw new Error(`no session cookie in ${String(setCookie)}`);
      return { raw: session, pair: session.split(';')[0]! };
    };
    const browserSignIn = async (extra: Record<string, string> = {}) => {
      const response = await signInWith({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }, { ...BROWSER, ...extra });
      expect(response.statusCode).toBe(200);
      return response;
    };

    it('is HttpOnly and SameSite, and a browser gets no token in a header or the body', async () => {
      const response = await browserSignIn();
      const { raw } = cookieOf(response.headers['set-cookie']);
      expect(raw).toMatch(/;\s*HttpOnly/i);
      expect(raw).toMatch(/;\s*SameSite=Lax/i);
      expect(raw).not.toMatch(/;\s*Domain=/i);
      expect(raw).not.toMatch(/;\s*Secure/i);
      expect(response.headers['set-auth-token']).toBeUndefined();
      expect(response.json()).not.toHaveProperty('token');
      expect(response.json()).toMatchObject({ user: { email: DEMO_STAFF.email } });
    });

    it('is Secure when the page was served over HTTPS', async () => {
      const response = await browserSignIn({ 'x-forwarded-proto': 'https' });
      expect(cookieOf(response.headers['set-cookie']).raw).toMatch(/;\s*Secure/i);
    });

    it('signs the browser in on its own site and nowhere else', async () => {
      const { pair } = cookieOf((await browserSignIn()).headers['set-cookie']);
      const own = await session({ ...DEMO_HOST, cookie: pair });
      expect(sessionSchema.parse(own.json()).user).toMatchObject({ email: DEMO_STAFF.email, role: 'staff' });
      const other = await session({ ...SECOND_HOST, cookie: pair });
      expect(sessionSchema.parse(other.json())).toEqual({ user: null });
      const draft = await t.app.inject({ method: 'GET', url: '/api/web/render-context/draft', headers: { ...SECOND_HOST, cookie: pair } });
      expect(draft.statusCode).toBe(401);
    });

    it('lists sessions without any token', async () => {
      const { pair } = cookieOf((await browserSignIn()).headers['set-cookie']);
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { ...DEMO_HOST, cookie: pair } });
      expect(response.statusCode).toBe(200);
      const sessions = response.json() as Record<string, unknown>[];
      expect(sessions.length).toBeGreaterThan(0);
      for (const entry of sessions) expect(entry).not.toHaveProperty('token');
      const rawToken = decodeURIComponent(pair.split('=')[1]!).split('.')[0]!;
      expect(response.body).not.toContain(rawToken);
    });

    it.each([
      ['another website', { origin: 'https://evil.example' }],
      ["another funeral home's website (same site, other host)", { origin: 'http://second.keepsake.test' }],
      ['an opaque origin', { origin: 'null' }],
      ['a cross-site page without Origin', { 'sec-fetch-site': 'cross-site' }],
      ['a same-site page without Origin', { 'sec-fetch-site': 'same-site' }],
    ])('refuses a cookie-authenticated write from %s', async (_name, headers) => {
      const { pair } = cookieOf((await browserSignIn()).headers['set-cookie']);
      const write = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...DEMO_HOST, cookie: pair, ...headers }, payload: {} });
      expect(write.statusCode).toBe(403);
      expect(apiErrorSchema.parse(write.json()).message).toBe("This request is only accepted from this funeral home's own website.");
      // Still signed in: the refused write did nothing.
      expect(sessionSchema.parse((await session({ ...DEMO_HOST, cookie: pair })).json()).user).not.toBeNull();
    });

    it('accepts a cookie-authenticated write from its own page and signs out', async () => {
      const { pair } = cookieOf((await browserSignIn()).headers['set-cookie']);
      const write = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...BROWSER, cookie: pair }, payload: {} });
      expect(write.statusCode).toBe(200);
      expect(String(write.headers['set-cookie'])).toMatch(/better-auth\.session_token=;/);
      expect(sessionSchema.parse((await session({ ...DEMO_HOST, cookie: pair })).json())).toEqual({ user: null });
    });
  });

  describe('GET /api/auth/session', () => {
    it('has a null user when signed out', async () => {
      const response = await session(DEMO_HOST);
      expect(response.statusCode).toBe(200);
      expect(sessionSchema.parse(response.json())).toEqual({ user: null });
    });

    it('returns the signed-in user for a bearer token', async () => {
      const token = await signIn(t.app, DEMO_HOST, DEMO_STAFF.email, DEMO_STAFF.password);
      const response = await session({ ...DEMO_HOST, authorization: `Bearer ${token}` });
      expect(sessionSchema.parse(response.json()).user).toMatchObject({
        email: DEMO_STAFF.email,
        name: DEMO_STAFF.name,
        role: 'staff',
      });
    });

    // Issue 22 point 8: a client that is not a browser reads its session with the token from
    // set-auth-token, whatever its role, exactly where the family calls accept that token.
    it.each([
      ['staff', DEMO_STAFF.email, DEMO_STAFF.password, 'staff'],
      ['family (primary contact)', DEMO_FAMILY.email, DEMO_FAMILY.password, 'family'],
      ['family (helper)', DEMO_HELPER.email, DEMO_HELPER.password, 'family'],
    ] as const)('reports %s for the set-auth-token token, as the family calls do', async (who, email, password, role) => {
      // From its own address: the other cases' sign-ins count against 127.0.0.1's per-minute limit.
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: DEMO_HOST,
        payload: { email, password },
        remoteAddress: `192.0.2.${who.length}`,
      });
      const token = String(signedIn.headers['set-auth-token']);
      expect(token.length).toBeGreaterThan(20);
      const spellings = [`Bearer ${token}`, `bearer ${token}`, `BEARER  ${token}`];
      for (const authorization of spellings) {
        const extras: Record<string, string>[] = [{}, { cookie: 'better-auth.session_token=stale.c2lnbmF0dXJl' }, { cookie: 'theme=dark' }];
        for (const extra of extras) {
          const headers = { ...DEMO_HOST, authorization, ...extra };
          const user = sessionSchema.parse((await session(headers)).json()).user;
          expect({ authorization, extra, user }).toEqual({ authorization, extra, user: expect.objectContaining({ email, role }) });
          expect((await t.app.inject({ url: '/api/family/cases', headers })).statusCode).toBe(200);
        }
      }
      // A forged or foreign token is signed out in both places alike.
      for (const headers of [
        { ...DEMO_HOST, authorization: 'Bearer forged.token' },
        { ...SECOND_HOST, authorization: `Bearer ${token}` },
      ]) {
        expect(sessionSchema.parse((await session(headers)).json())).toEqual({ user: null });
        expect((await t.app.inject({ url: '/api/family/cases', headers })).statusCode).toBe(401);
      }
    });

    it("shows no user on another funeral home's site", async () => {
      const token = await signIn(t.app, DEMO_HOST, DEMO_STAFF.email, DEMO_STAFF.password);
      const response = await session({ ...SECOND_HOST, authorization: `Bearer ${token}` });
      expect(sessionSchema.parse(response.json())).toEqual({ user: null });
    });
  });

  describe('POST /api/auth/sign-out', () => {
    it('ends the session so the token no longer works', async () => {
      const token = await signIn(t.app, DEMO_HOST, DEMO_STAFF.email, DEMO_STAFF.password);
      const headers = { ...DEMO_HOST, authorization: `Bearer ${token}` };
      const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers });
      expect(signOut.statusCode).toBe(200);
      expect(sessionSchema.parse((await session(headers)).json())).toEqual({ user: null });
    });
  });

  it('does not offer open sign-up', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: DEMO_HOST,
      payload: { email: 'new@example.com', password: 'a-long-password', name: 'New Person' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    apiErrorSchema.parse(response.json());
  });
});
