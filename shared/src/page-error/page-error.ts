// A page that cannot be shown throws a PageError; the shell's boundary turns it into the global error page
// (SPEC §2, §8). Remotes throw it, they never render an error page of their own.
export class PageError extends Error {
  override readonly name = 'PageError';
  constructor(
    readonly status: number,
    readonly label?: string,
    // Extra context shown under the headline, e.g. the unknown path of a content page.
    readonly detail?: string,
  ) {
    super(label ? `${status} - ${label}` : `${status} - Error`);
  }
}

// Duck-typed: a PageError thrown by a remote crosses bundle boundaries.
export function isPageError(error: unknown): error is PageError {
  return typeof error === 'object' && error !== null && (error as Error).name === 'PageError' && typeof (error as PageError).status === 'number';
}

/** SPEC §8 "Invalid obituary id: 404 Page Not Found": an address that names nothing (a bad id, an unknown sub-page). */
export function notFound(detail?: string): PageError {
  return new PageError(404, 'Page Not Found', detail);
}

/** SPEC §8 "Unknown page: 404 Page not found with the path": a path the site has no page for. */
export function unknownPage(path: string): PageError {
  return new PageError(404, 'Page not found', path);
}

/**
 * A failed read as the page's error (SPEC §8). The API's 404 is the page's 404 (`onNotFound`, by default
 * "Page Not Found"); any other failed call keeps its status and label. Anything else (a bug, a dropped
 * connection) is passed on as it is, for the shell to log and show.
 */
export function toPageError(error: unknown, onNotFound: () => PageError = notFound): unknown {
  if (isPageError(error)) return error;
  // Duck-typed like isPageError: the API client's ApiError, without making this subpath depend on the client.
  const { name, status, label } = (error ?? {}) as { name?: unknown; status?: unknown; label?: unknown };
  if (name !== 'ApiError' || typeof status !== 'number') return error;
  return status === 404 ? onNotFound() : new PageError(status, typeof label === 'string' ? label : undefined);
}
