// Test helpers for the studio's pages (never imported by the app): the API as the studio's tests see it, a
// fetch stand-in at the API client's seam so a test goes through the real calls, URLs, error shapes and data
// layer; and the studio mounted as the shell mounts it, its areas routes under studio/*.
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RenderContext, SessionUser } from '@keepsake/shared/contract/website';
import type { StaffRole } from '@keepsake/shared/contract/staff';
import { keepsakeStore, renderContextAtom, sessionAtom } from '@keepsake/shared/store';
import Studio from '../studio';

/**
 * One answer: `body` is sent as JSON; a file (a CSV download) is `text` sent as it is, with its `headers`
 * (lower-case names, e.g. `content-disposition`, `content-type`, the blob's type), read as `blob()`.
 */
export type Answer = { status?: number; body?: unknown; text?: string; headers?: Record<string, string> };
export type Call = { method: string; path: string; body: unknown; search: string };
/** Answers one call by method and path (search: the query string, `?…` or ''); undefined is a 404. */
export type ApiRoute = (method: string, path: string, body: unknown, search?: string) => Answer | undefined;

const NOT_FOUND: Answer = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not Found' } };

/** Replaces fetch with `route`; the calls the studio makes are recorded, in order, in the list returned. */
// The signed-in member's role, as GET /api/staff/team tells the desk (hooks/use-staff-permission.ts), when the
// test's own route does not answer it: an owner, like the demo's staff account.
export function serveApi(route: ApiRoute, { role = 'OWNER' as StaffRole } = {}): Call[] {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const { pathname: path, search } = new URL(url, 'http://localhost');
    // A JSON body is parsed; an upload's FormData is handed on as it is (its `file` readable by the test).
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body instanceof FormData ? init.body : undefined;
    calls.push({ method, path, body, search });
    const team: Answer | undefined = method === 'GET' && path === '/api/staff/team' ? { body: { you: role, members: [], invitations: [] } } : undefined;
    const answer = route(method, path, body, search) ?? team ?? NOT_FOUND;
    const status = answer.status ?? 200;
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    const headers = answer.headers ?? {};
    // jsdom has no Response class: the shape the API client reads.
    return {
      ok: status < 300,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => text,
      blob: async () => new Blob([text], { type: headers['content-type'] ?? '' }),
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

export const STAFF: SessionUser = { id: 's1', name: 'Dana Staff', email: 'staff@example.test', role: 'staff' };

/**
 * Renders the studio at `path` (`/studio/…`). `user` signs someone in (null: nobody) before it mounts, and
 * `context` sets the render context (the home's name and locations) the desk's pages read; omitted, either is
 * left as the test set it.
 */
export function renderStudioAt(path: string, { user, context }: { user?: SessionUser | null; context?: RenderContext } = {}) {
  if (user !== undefined) keepsakeStore.set(sessionAtom, user ? { status: 'authenticated', user } : { status: 'unauthenticated' });
  if (context) keepsakeStore.set(renderContextAtom, context);
  return render(
    <Provider store={keepsakeStore}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="studio/*" element={<Studio />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}
