// The query parameters each public page reads (issue 37 point 1). A page is rendered, and kept by the
// page cache, for these parameters only: `/obituaries?x=<random>` is `/obituaries`, so a flood of unique
// query strings costs one render, not one per request. A page that starts reading a parameter declares it
// here (page-query.test.mjs fails on a `params.get('…')` in a remote that no route declares).
//
// Paths are matched without their case; "/x/*" is every path under /x.

/** Kept on every path: the builder's preview (never rendered on the server, so never kept either). */
const EVERYWHERE = ['preview'];

/** @type {Record<string, string[]>} */
export const PAGE_QUERY = {
  // remote-obituaries: the search (search-query.ts).
  '/obituaries': ['name', 'year', 'from', 'to', 'page'],
  // remote-site: the blog's pages.
  '/blog': ['page'],
  // remote-planning: "Edit" from the review comes back to it.
  '/plan-now/*': ['from'],
  // remote-planning: a mailed "finish later" link (start-page.tsx); one person's page (server-render.mjs).
  '/plan-now': ['resume'],
  // remote-portal: the sign-in page's states (login-page.tsx, forgot-params.ts). Its personal ones (reset,
  // redirectTo, signInError) make it one person's page: rendered, never kept (server-render.mjs).
  '/family-portal/login': ['redirectTo', 'reset', 'signInError', 'forgot', 'forgotError'],
};

const declared = Object.entries(PAGE_QUERY).map(([pattern, names]) => {
  const lower = pattern.toLowerCase();
  const prefix = lower.endsWith('/*') ? lower.slice(0, -1) : null;
  return { matches: (path) => (prefix ? path.startsWith(prefix) : path === lower || path === `${lower}/`), names };
});

/** The parameters the page at `pathname` reads. */
export function pageParamsOf(pathname) {
  const path = pathname.toLowerCase();
  return [...EVERYWHERE, ...declared.filter(({ matches }) => matches(path)).flatMap(({ names }) => names)];
}

/**
 * The page's URL with only the parameters it reads, in their order of declaration (so `?b=1&a=2` and
 * `?a=2&b=1` are one page). An undeclared parameter, a repeated one after its first value, and an empty
 * query all vanish. `url` is a request's path and query.
 * @param {string} url
 */
export function pageUrlOf(url) {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pathname = url.slice(0, at);
  let params;
  try {
    params = new URLSearchParams(url.slice(at + 1));
  } catch {
    return pathname;
  }
  const kept = new URLSearchParams();
  for (const name of pageParamsOf(pathname)) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
