// The API as the site's tests see it: a fetch stand-in at the API client's seam (as remote-planning's
// tests do), so a test goes through the real call, URL, headers, error labels and data layer.
type Answer = { status?: number; body?: unknown };
type Route = Answer | Answer[] | ((url: URL, init: RequestInit) => Answer);

/** Answers by path ("GET /api/web/blog"); a list answers in turn, then repeats its last answer. Unknown paths are a 404. */
export function siteFetch(routes: Record<string, Route>) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetchImpl = jest.fn(async (href: string, init: RequestInit = {}) => {
    const url = new URL(href, 'http://localhost');
    const method = init.method ?? 'GET';
    requests.push({ method, url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const route = routes[`${method} ${url.pathname}`];
    const answer: Answer =
      typeof route === 'function'
        ? route(url, init)
        : Array.isArray(route)
          ? ((route.length > 1 ? route.shift() : route[0]) ?? {})
          : (route ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: url.pathname } });
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)) } as Response;
  });
  global.fetch = fetchImpl as unknown as typeof fetch;
  return { fetchImpl, requests };
}
