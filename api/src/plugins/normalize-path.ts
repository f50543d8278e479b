import { posix } from 'node:path';

// One spelling per path before anything routes or checks it: `//a`, `/a/./b`, `/a/x/../b`, `/a/b/` and
// `%2e` dots all become `/a/b`. Hooks that decide by prefix (site binding) and the router then see the
// same path, so no spelling reaches a handler while skipping a check (issue 13: `/api/auth/sign-in/email/`
// went around the sign-in limit and site check). The query string is kept as sent.
export function normalizeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  let path = posix.normalize(`/${rawPath.replace(/%2e/gi, '.').replace(/\\/g, '/')}`);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path + query;
}
