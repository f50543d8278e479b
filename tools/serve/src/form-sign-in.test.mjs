import Fastify from 'fastify';
import { registerFormSignIn, safeRedirectTarget } from './form-sign-in.mjs';

const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://willowbrook.example' };

/** The shell's form sign-in in front of a stand-in API answering `status` (and the calls it got). */
async function shellWith(status, { cookies = [], fail = false } = {}) {
  const calls = [];
  const fetchImpl = async (url, init) => {
    calls.push({ url: String(url), ...init, body: JSON.parse(init.body) });
    if (fail) throw new TypeError('fetch failed');
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const cookie of cookies) headers.append('set-cookie', cookie);
    return new Response(JSON.stringify(status === 200 ? { user: { id: 'u1' } } : { message: 'no' }), { status, headers });
  };
  const app = Fastify();
  await registerFormSignIn(app, { apiUrl: 'http://api.internal:4000', fetchImpl });
  app.setNotFoundHandler(async (_request, reply) => reply.code(200).send('the page'));
  await app.ready();
  return { app, calls };
}

describe('the Family Portal sign-in without JavaScript (issue 28)', () => {
  it('signs in through the API with the visitor’s host and origin, passes the session cookie on and sends the person where they were going', async () => {
    const { app, calls } = await shellWith(200, { cookies: ['better-auth.session_token=abc.sig; Path=/; HttpOnly; SameSite=Lax'] });
    const response = await app.inject({
      method: 'POST',
      url: '/family-portal/login?redirectTo=%2Ffamily-portal%2F12%2Frosa',
      headers: { ...FORM, host: 'willowbrook.example', 'x-host': 'other-home.example', 'x-forwarded-for': '6.6.6.6' },
      payload: 'email=+family%40willowbrook.test+&password=keepsake-demo-family',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/family-portal/12/rosa');
    expect(response.headers['set-cookie']).toEqual(['better-auth.session_token=abc.sig; Path=/; HttpOnly; SameSite=Lax']);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://api.internal:4000/api/auth/sign-in/email');
    expect(calls[0].body).toEqual({ email: 'family@willowbrook.test', password: 'keepsake-demo-family' });
    // The host the visitor asked for and the socket's address, never the headers they sent.
    expect(calls[0].headers).toMatchObject({ 'x-host': 'willowbrook.example', 'x-forwarded-for': '127.0.0.1', origin: 'http://willowbrook.example' });
  });

  // Issue 37: X-Host goes with the shell's internal token (api/src/plugins/edge-trust.ts), and the device
  // cookie goes on, so a device that signed in before keeps its own sign-in count (auth/sign-in-guard.ts).
  it('sends the internal token beside X-Host and the device cookie only', async () => {
    const previous = process.env.KEEPSAKE_INTERNAL_TOKEN;
    process.env.KEEPSAKE_INTERNAL_TOKEN = 'form-edge-token';
    try {
      const { app, calls } = await shellWith(200);
      await app.inject({
        method: 'POST',
        url: '/family-portal/login',
        headers: {
          ...FORM,
          host: 'willowbrook.example',
          'x-keepsake-edge': 'forged',
          cookie: `theme=x; keepsake_device=${'a'.repeat(22)}.${'b'.repeat(22)}; other=y`,
        },
        payload: 'email=family%40willowbrook.test&password=keepsake-demo-family',
      });
      expect(calls[0].headers['x-keepsake-edge']).toBe('form-edge-token');
      expect(calls[0].headers.cookie).toBe(`keepsake_device=${'a'.repeat(22)}.${'b'.repeat(22)}`);
    } finally {
      if (previous === undefined) delete process.env.KEEPSAKE_INTERNAL_TOKEN;
      else process.env.KEEPSAKE_INTERNAL_TOKEN = previous;
    }
  });

  it('goes back to the sign-in page with the reason when the API refuses, the password in no address', async () => {
    for (const [status, reason] of [
      [401, 'credentials'],
      [429, 'too-many'],
      [403, 'origin'],
      [502, 'unavailable'],
    ]) {
      const { app } = await shellWith(status);
      const response = await app.inject({
        method: 'POST',
        url: '/family-portal/login?redirectTo=%2Ffamily-portal',
        headers: FORM,
        payload: 'email=a%40b.c&password=secret-typed',
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/family-portal/login?redirectTo=%2Ffamily-portal&signInError=${reason}`);
      expect(response.headers.location).not.toContain('secret-typed');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const { app, calls } = await shellWith(200, { fail: true });
    const down = await app.inject({ method: 'POST', url: '/family-portal/login', headers: FORM, payload: 'email=a%40b.c&password=x' });
    expect(down.headers.location).toBe('/family-portal/login?signInError=unavailable');
    expect(calls).toHaveLength(1);
  });

  it('asks the API nothing for an empty form, another kind of body or one too large', async () => {
    const { app, calls } = await shellWith(200);
    const empty = await app.inject({ method: 'POST', url: '/family-portal/login', headers: FORM, payload: 'email=&password=' });
    expect(empty.headers.location).toBe('/family-portal/login?signInError=credentials');
    const text = await app.inject({
      method: 'POST',
      url: '/family-portal/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c&password=x',
    });
    expect(text.headers.location).toBe('/family-portal/login');
    const huge = await app.inject({ method: 'POST', url: '/family-portal/login', headers: FORM, payload: `email=${'a'.repeat(10_000)}&password=x` });
    expect(huge.statusCode).toBe(413);
    const signUp = await app.inject({
      method: 'POST',
      url: '/family-portal/login?redirectTo=%2Ffamily-portal%2Finvitation%2Fabc',
      headers: FORM,
      payload: 'name=Ann&password=x',
    });
    expect(signUp.headers.location).toBe('/family-portal/login?redirectTo=%2Ffamily-portal%2Finvitation%2Fabc');
    expect(calls).toHaveLength(0);
  });

  it('asks for a reset link when the forgotten-password form posts, never taking its email for a sign-in', async () => {
    const { app, calls } = await shellWith(202);
    const sent = await app.inject({
      method: 'POST',
      url: '/family-portal/login?redirectTo=%2Ffamily-portal%2F12%2Frosa&forgot=1&forgotError=too-many',
      headers: { ...FORM, host: 'willowbrook.example' },
      payload: 'intent=forgot-password&email=+family%40willowbrook.test+',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/family-portal/login?redirectTo=%2Ffamily-portal%2F12%2Frosa&forgot=sent');
    expect(sent.headers.location).not.toContain('willowbrook.test');
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://api.internal:4000/api/family/password/forgot');
    expect(calls[0].body).toEqual({ email: 'family@willowbrook.test' });
    expect(calls[0].headers).toMatchObject({ 'x-host': 'willowbrook.example', origin: 'http://willowbrook.example' });

    for (const [status, reason] of [
      [400, 'email'],
      [429, 'too-many'],
      [500, 'unavailable'],
    ]) {
      const refused = await shellWith(status);
      const response = await refused.app.inject({
        method: 'POST',
        url: '/family-portal/login?forgot=1',
        headers: FORM,
        payload: 'intent=forgot-password&email=a%40b',
      });
      expect(response.headers.location).toBe(`/family-portal/login?forgot=1&forgotError=${reason}`);
      expect(refused.calls[0].url).toMatch(/\/api\/family\/password\/forgot$/);
    }
    const empty = await shellWith(202);
    const blank = await empty.app.inject({ method: 'POST', url: '/family-portal/login?forgot=1', headers: FORM, payload: 'intent=forgot-password&email=+' });
    expect(blank.headers.location).toBe('/family-portal/login?forgot=1&forgotError=email');
    expect(empty.calls).toHaveLength(0);
    const down = await shellWith(202, { fail: true });
    const failed = await down.app.inject({
      method: 'POST',
      url: '/family-portal/login?forgot=1',
      headers: FORM,
      payload: 'intent=forgot-password&email=a%40b.c',
    });
    expect(failed.headers.location).toBe('/family-portal/login?forgot=1&forgotError=unavailable');
  });

  it('never sends anyone off the portal after signing in', () => {
    expect(safeRedirectTarget('/Family-Portal/12/rosa?x=1')).toBe('/family-portal/12/rosa?x=1');
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', '/obituaries', '/family-portal/login', null]) {
      expect(safeRedirectTarget(target)).toBeNull();
    }
  });

  it('sends an invitation link opened without a session to the sign-in page, and anyone signed in to the page', async () => {
    const { app } = await shellWith(200);
    const token = 'a'.repeat(32);
    const out = await app.inject({ method: 'GET', url: `/family-portal/invitation/${token}?utm=mail` });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`/family-portal/login?utm=mail&redirectTo=${encodeURIComponent(`/family-portal/invitation/${token}?utm=mail`)}`);
    const signedIn = await app.inject({
      method: 'GET',
      url: `/family-portal/invitation/${token}`,
      headers: { cookie: 'theme=x; better-auth.session_token=abc.sig' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe('the page');
  });
});
