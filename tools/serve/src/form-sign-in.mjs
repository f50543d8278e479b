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
      const email = (form.get('email') ?? '').trim();
      const password = form.get('password') ?? '';
      reply.header('Cache-Control', 'no-store');
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
 * As the API proxy sends a call (api-proxy.mjs forwardedHeaders): the visitor's host and address from the
 * request, never from headers the client sent. The browser's Origin goes on, so the API still refuses a
 * sign-in posted from another website (login CSRF), and Sec-Fetch-Site, so it treats the caller as a browser.
 */
function apiHeaders(request) {
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-host': request.host ?? '',
    'x-forwarded-for': request.raw.socket.remoteAddress ?? '',
    'x-forwarded-proto': request.protocol,
  };
  for (const name of ['origin', 'user-agent', 'sec-fetch-site', 'accept-language']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
