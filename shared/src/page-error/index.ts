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
  return (
    typeof error === 'object' && error !== null && (error as Error).name === 'PageError' && typeof (error as PageError).status === 'number'
  );
}

export function notFound(detail?: string): PageError {
  return new PageError(404, 'Page Not Found', detail);
}
