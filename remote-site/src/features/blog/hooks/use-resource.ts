import { useEffect, useState } from 'react';
import { ApiError } from '@keepsake/shared/api-client';
import { PageError } from '@keepsake/shared/page-error';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T };

// Loads data for a page and keeps the latest answer for `key`. A failure is thrown during render as a
// PageError, so the shell shows the global error page (SPEC §8); a 404 reads "Page not found".
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>, notFoundDetail: string): Resource<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: unknown } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ key, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, error });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt every render; `key` alone names what it loads.
  }, [key]);

  if (!state || state.key !== key) return { status: 'loading' };
  if ('error' in state && state.error !== undefined) throw toPageError(state.error, notFoundDetail);
  return { status: 'ready', data: state.data as T };
}

function toPageError(error: unknown, notFoundDetail: string): PageError {
  if (error instanceof ApiError) {
    return error.status === 404 ? new PageError(404, 'Page not found', notFoundDetail) : new PageError(error.status, error.label);
  }
  return new PageError(500);
}
