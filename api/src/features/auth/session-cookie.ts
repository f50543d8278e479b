import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/http-error';
import { normalizeHost, type SiteResolver } from '../../plugins/site-resolution';

// Browsers keep their session in better-auth's HttpOnly cookie, which no script can read (ADR 006). The
// raw token is handed only to clients that are not browsers (apps, the API's own tests, curl), in the
// `set-auth-token` header SPEC §7 names.

/** better-auth's session cookie (its default name; signed: `<token>.<signature>`). */
export const SESSION_COOKIE = 'better-auth.session_token';

// Every browser of today sends Sec-Fetch-Site on every request and no script can remove or forge it (a
// forbidden header). Node's fetch sends Sec-Fetch-Mode only, so that one does not tell a browser apart.
export function isBrowserRequest(request: FastifyRequest): boolean {
  return typeof request.headers['sec-fetch-site'] === 'string';
}

/** Cookies as better-auth set them, plus `Secure` when the page was served over HTTPS (the proxy says so). */
export function sessionCookies(request: FastifyRequest, cookies: string[]): string[] {
  if (request.protocol !== 'https') return cookies;
  return cookies.map((cookie) => (/;\s*secure(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`));
}

/**
 * Passes a better-auth answer's session on: the cookie always, the token header to non-browsers only.
 * Used by every route that signs someone in (sign-in, family sign-up).
 */
export function handOverSession(request: FastifyRequest, reply: FastifyReply, response: Response): void {
  const cookies = sessionCookies(request, response.headers.getSetCookie());
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const token = response.headers.get('set-auth-token');
  if (token && !isBrowserRequest(request)) {
    reply.header('set-auth-token', token);
    reply.header('access-control-expose-headers', 'set-auth-token');
  }
}

/** A JSON answer of better-auth without the raw session token (sign-in answers `{ token, user, ... }`). */
export function withoutToken(json: unknown): unknown {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
  const { token: _token, ...rest } = json as Record<string, unknown>;
  return rest;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function carriesSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && cookie.includes(`${SESSION_COOKIE}=`);
}

/**
 * CSRF defence for cookie-authenticated writes. SameSite=Lax keeps other websites' cross-site posts from
 * carrying the cookie, but funeral homes on subdomains of one domain are "same site" to each other, so a
 * write that carries the session cookie must come from a page of the request's own funeral home: its
 * Origin names this site, or (no Origin) the browser says same-origin. A request with neither header is
 * not from a browser, and only a browser can be tricked into sending a cookie.
 *
 * An Authorization header does not exempt it (issue 22 point 5): a page can add any header to a
 * credentialed fetch, and better-auth reads the cookie whenever the header is not a valid bearer token,
 * so "cookie + Authorization: x + foreign Origin" wrote as the cookie's owner. Apps and other clients
 * that use bearer tokens are not browsers: they send no Origin or Sec-Fetch-Site and are not refused.
 */
export function registerCookieWriteGuard(app: FastifyInstance, sites: SiteResolver): void {
  // onRequest, after site resolution: refused before any body (an upload) is read.
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.site) return;
    if (!carriesSessionCookie(request)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const host = typeof origin === 'string' && origin !== 'null' ? normalizeHost(origin) : null;
      const originSite = host ? await sites.byHost(host) : null;
      if (originSite?.id === request.site.id) return;
      throw forbidden("This request is only accepted from this funeral home's own website.");
    }
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin') {
      throw forbidden("This request is only accepted from this funeral home's own website.");
    }
  });
}
