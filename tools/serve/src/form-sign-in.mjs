import { edgeHeaders } from './edge-headers.mjs';
// The Family Portal's sign-in as plain HTML (issue 28): the server-rendered /family-portal/login posts its
// form here when the page's JavaScript has not started yet (a cheap phone, a slow network, scripts off).
// The same API call the page makes (POST /api/auth/sign-in/email), answered with a redirect: signed in, to
// where the person was going; refused, back to the sign-in page with the reason in `?signInError=`, which
// the page shows as its alert. The password never goes into an address.

const LOGIN_PATH = '/family-portal/login';
// remote-portal/src/features/auth/state/redirect-target.ts: the query parameter and what it may name.
const REDIRECT_PARAM = 'redirectTo';
const PORTAL_PATH = /^\/family-portal(?=\/|\?|#|$)/i;
// Longer than any real address and password: the form has two fields.
const FORM_BODY_LIMIT = 8 * 1024;
// The forgotten-password form's hidden field and the page's query parameters for it (forgot-password-form.tsx).
const INTENT = 'intent';
const FORGOT = 'forgot-password';
const FORGOT_PARAM = 'forgot';
const FORGOT_ERROR = 'forgotError';

/** Where a person may be sent after signing in: a portal address of this site, never login itself. */
export function safeRedirectTarget(value) {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (!PORTAL_PATH.test(value) || /^\/family-portal\/login(?=\/|\?|#|$)/i.test(value)) return null;
  return value.replace(PORTAL_PATH, '/family-portal');
}

/** What the API's answer means for the page (the sign-in form's alert reads the same names). */
export function signInErrorOf(status) {
  if (status === 400 || status === 401) return 'credentials';
  if (status === 403) return 'origin';
  if (status === 429) return 'too-many';
  return 'unavailable';
}

/**
 * An invitation's link (/family-portal/invitation/{token}) opened without a session is sent to the sign-in
 * page with the invitation as where to return, as the portal itself does (RequireSession), but on the
 * server: the sign-up it offers is then a server-rendered page, not a redirect after the portal loaded.
 * Anyone with a session gets the page as before. Better-auth's cookie (api/src/features/auth/session-cookie.ts).
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * POST /family-portal/login (application/x-www-form-urlencoded: email, password), in a scope of its own so
 * the form parser never applies to the API proxy.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ apiUrl: string, fetchImpl?: typeof fetch }} options
 */
export async function registerFormSignIn(app, { apiUrl, fetchImpl = fetch }) {
  app.get('/family-portal/invitation/:token', async (request, reply) => {
    if (SESSION_COOKIE.test(request.headers.cookie ?? '')) return reply.callNotFound();
    const { pathname, search } = new URL(request.url, 'http://shell.invalid');
    const params = new URLSearchParams(search);
    params.delete(REDIRECT_PARAM);
    params.set(REDIRECT_PARAM, `${pathname}${search}`);
    return reply.header('Cache-Control', 'no-store').redirect(`${LOGIN_PATH}?${params}`, 302);
  });
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
      done(null, new URLSearchParams(body)),
    );
    scope.post(LOGIN_PATH, async (request, reply) => {
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const params = new URL(request.url, 'http://shell.invalid').searchParams;
      params.delete('signInError');
      reply.header('Cache-Control', 'no-store');
      // The page's "forgot your password" form says what it is: its email must never be taken for a sign-in.
      if (form.get(INTENT) === FORGOT) return forgotPassword({ request, reply, form, params, apiUrl, fetchImpl });
      const email = (form.get('email') ?? '').trim();
      const password = form.get('password') ?? '';
      const back = (error) => {
        params.set('signInError', error);
        return reply.redirect(`${LOGIN_PATH}?${params}`, 303);
      };
      // The page's other forms (the invitation's sign-up, a new password) post here too before the page's
      // JavaScript runs, as post and never as a GET that would put a password in the address: the page is
      // sent again, and its script takes them from there.
      if (!form.has('email')) return reply.redirect(params.size > 0 ? `${LOGIN_PATH}?${params}` : LOGIN_PATH, 303);
      if (!email || !password) return back('credentials');
      let response;
      try {
        response = await fetchImpl(new URL('/api/auth/sign-in/email', apiUrl), {
          method: 'POST',
          headers: apiHeaders(request),
          body: JSON.stringify({ email, password }),
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        return back('unavailable');
      }
      if (response.status !== 200) return back(signInErrorOf(response.status));
      // The API's HttpOnly session cookie, as the proxy would pass it on to the page's own call.
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.redirect(safeRedirectTarget(params.get(REDIRECT_PARAM)) ?? '/family-portal', 303);
    });
  });
}

/**
 * "Forgot your password?" without JavaScript (`/family-portal/login?forgot=1`, ForgotPasswordForm): the same
 * API call the page makes (POST /api/family/password/forgot, 202 whether or not the account exists), then
 * back to the page with `?forgot=sent`, or with the reason in `forgotError=` (email, too-many, unavailable),
 * which the form shows as the page would. The email never goes into an address.
 */
async function forgotPassword({ request, reply, form, params, apiUrl, fetchImpl }) {
  const email = (form.get('email') ?? '').trim();
  const back = (state, error) => {
    params.delete(FORGOT_ERROR);
    params.set(FORGOT_PARAM, state);
    if (error) params.set(FORGOT_ERROR, error);
    return reply.redirect(`${LOGIN_PATH}?${params}`, 303);
  };
  if (!email) return back('1', 'email');
  let response;
  try {
    response = await fetchImpl(new URL('/api/family/password/forgot', apiUrl), {
      method: 'POST',
      headers: apiHeaders(request),
      body: JSON.stringify({ email }),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return back('1', 'unavailable');
  }
  if (response.status === 202 || response.status === 200) return back('sent');
  return back('1', response.status === 400 ? 'email' : response.status === 429 ? 'too-many' : 'unavailable');
}

/**
 * As the API proxy sends a call (api-proxy.mjs forwardedHeaders): the visitor's host and address from the
 * request, never from headers the client sent. The browser's Origin goes on, so the API still refuses a
 * sign-in posted from another website (login CSRF), and Sec-Fetch-Site, so it treats the caller as a browser.
 */
function apiHeaders(request) {
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    ...edgeHeaders(request.host ?? ''),
    'x-forwarded-for': request.raw.socket.remoteAddress ?? '',
    'x-forwarded-proto': request.protocol,
  };
  for (const name of ['origin', 'user-agent', 'sec-fetch-site', 'accept-language']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // The device cookie only (api/src/features/auth/device.ts): a device that signed in before keeps its
  // own sign-in count, whoever else guesses the account's password (issue 37 point 3).
  const device = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('keepsake_device='));
  if (device) headers.cookie = device;
  return headers;
}
