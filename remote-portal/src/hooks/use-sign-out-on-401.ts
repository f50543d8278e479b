import { useEffect } from 'react';
import { bus } from '@keepsake/shared/bus';

// A session that ended on the server (expired, signed out elsewhere) ends here too: the guard then sends
// the person to sign in and back. For a read the page shows in place; a page read's failure is the page's
// error. Duck-typed: the cache holds the client's ApiError or, for page reads, a PageError.
export function useSignOutOn401(error: unknown) {
  useEffect(() => {
    if ((error as { status?: unknown } | null)?.status === 401) {
      bus.emit('session:signed-out');
    }
  }, [error]);
}
