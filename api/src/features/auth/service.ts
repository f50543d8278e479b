import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH, type Auth } from './better-auth';
import { errorBody, forbidden, unauthorized } from '../../lib/http-error';
import { handOverSession } from './session-cookie';

const PASSED_SEPARATELY = ['set-cookie', 'set-auth-token', 'access-control-expose-headers', 'content-length', 'content-encoding', 'transfer-encoding'];

// The only better-auth endpoints reachable from outside (ADR 003). Anything else under /api/auth is a 404.
// A feature that needs another one (e.g. password reset) adds it here and registers a route that
// validates its body; the site binding and limits then apply to it as to sign-in.
export const AUTH_ENDPOINTS = {
  'sign-in/email': { method: 'POST' },
  'sign-out': { method: 'POST' },
  'list-sessions': { method: 'GET' },
} as const;
export type AuthEndpoint = keyof typeof AUTH_ENDPOINTS;

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: 'staff' | 'family';
  siteId: string;
}

export interface AuthService {
  auth: Auth;
  // The signed-in user (cookie or bearer token), or null. Looked up once per request.
  sessionUser(request: FastifyRequest): Promise<AuthUser | null>;
  // Staff of the request's own site; 401 when signed out, 403 for anyone else, the 403 saying what only
  // staff may do ("Only staff of this funeral home can {what}.").
  requireStaff(request: FastifyRequest, what?: string): Promise<AuthUser>;
  // Hands the request to better-auth's `endpoint` (one of AUTH_ENDPOINTS, never the raw URL) and copies
  // its answer (status, headers, cookies) to the reply. `body` is what the route validated; `transform`
  // rewrites a JSON answer before it leaves (e.g. to drop raw session tokens).
  forward(
    request: FastifyRequest,
    reply: FastifyReply,
    endpoint: AuthEndpoint,
    options?: { body?: unknown; transform?: (json: unknown) => unknown; beforeSend?: (status: number) => Promise<void> },
  ): Promise<FastifyReply>;
}

export function toFetchHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else headers.set(key, String(value));
  }
  return headers;
}

/**
 * The headers a session is read from. A bearer token, when sent, is the request's credential (SPEC §7,
 * issue 22 point 8): its scheme in any letter case (RFC 9110), and a cookie beside it is not read
 * (better-auth's bearer plugin would otherwise append the token to the cookie header and read the stale
 * cookie first). Every route reads the session through here, so `/api/auth/session` reports exactly the
 * user that the family calls accept.
 */
function sessionHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = toFetchHeaders(raw);
  const bearer = /^bearer[ \t]+([^\s]+)[ \t]*$/i.exec(headers.get('authorization') ?? '');
  if (bearer) {
    headers.set('authorization', `Bearer ${bearer[1]}`);
    headers.delete('cookie');
  }
  return headers;
}

export function createAuthService(auth: Auth, baseUrl: string): AuthService {
  const sessions = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

  async function loadUser(request: FastifyRequest): Promise<AuthUser | null> {
    const result = await auth.api.getSession({ headers: sessionHeaders(request.headers) });
    if (!result) return null;
    const { id, name, email, role, siteId } = result.user;
    // Sessions are bound to their funeral home: on another home's host the token is worth nothing.
    if (!request.site || siteId !== request.site.id) return null;
    return { id, name, email, role: role === 'staff' ? 'staff' : 'family', siteId };
  }

  const sessionUser = (request: FastifyRequest) => {
    let pending = sessions.get(request);
    if (!pending) {
      pending = loadUser(request);
      sessions.set(request, pending);
    }
    return pending;
  };

  return {
    auth,
    sessionUser,
    async requireStaff(request, what = 'see the draft website') {
      const user = await sessionUser(request);
      if (!user) throw unauthorized();
      if (user.role !== 'staff' || user.siteId !== request.site?.id) {
        throw forbidden(`Only staff of this funeral home can ${what}.`);
      }
      return user;
    },
    async forward(request, reply, endpoint, { body, transform, beforeSend } = {}) {
      const headers = toFetchHeaders(request.headers);
      const { method } = AUTH_ENDPOINTS[endpoint];
      const init: RequestInit = { method, headers };
      if (method === 'POST') {
        // Only what the route validated goes on: never a raw client body (depth, size, unknown keys).
        init.body = JSON.stringify(body ?? {});
        headers.set('content-type', 'application/json');
        headers.delete('content-length');
      }
      // Built from the allow-listed endpoint, so no spelling of the client's path reaches better-auth.
      const response = await auth.handler(new Request(new URL(`${AUTH_BASE_PATH}/${endpoint}`, baseUrl), init));

      response.headers.forEach((value, key) => {
        if (!PASSED_SEPARATELY.includes(key)) reply.header(key, value);
      });
      // The cookie for everyone, the raw token for non-browsers only (session-cookie.ts).
      handOverSession(request, reply, response);

      const text = await response.text();
      reply.status(response.status);
      // What the route does with the outcome (the sign-in's backoff and device cookie), while headers can still be set.
      await beforeSend?.(response.status);
      if (response.status >= 500) request.log.error({ status: response.status, body: text }, 'auth error');
      if (response.status >= 400) {
        // better-auth answers { code, message }; our clients expect apiErrorSchema everywhere.
        return reply.type('application/json').send(errorBody(response.status, authErrorMessage(text, response.status)));
      }
      if (transform && text) return reply.type('application/json').send(JSON.stringify(transform(JSON.parse(text))));
      return text ? reply.send(text) : reply.send();
    },
  };
}

function authErrorMessage(text: string, status: number): string {
  if (status >= 500) return 'Something went wrong on our side. Please try again later.';
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not JSON: fall through to a generic message.
  }
  return status === 404 ? 'This sign-in endpoint does not exist.' : 'The sign-in service could not complete the request.';
}
