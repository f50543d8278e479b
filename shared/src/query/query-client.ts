import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@keepsake/shared/api-client';

// One client for the page: this subpath is a Module Federation singleton, so every remote that imports it
// reads and writes the same cache (a remote's write invalidates what another remote shows).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Public reads change rarely and the family pages invalidate what they write.
      staleTime: 30_000,
      // A 4xx will not get better by asking again (404 page, 401 guard, 403 role); a 5xx or a dropped
      // connection is worth one more try.
      retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
