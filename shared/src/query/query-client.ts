import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

// A 4xx will not get better by asking again (404 page, 401 guard, 403 role); a 5xx or a dropped connection
// is worth one more try. Duck-typed: the cache holds the client's ApiError or, for page reads, a PageError.
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status < 500;
}

/** A client with the page's settings: the browser's one below, and one per render on the server (ADR 044). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions });
}

const defaultOptions: DefaultOptions = {
  queries: {
    // Public reads change rarely and the family pages invalidate what they write.
    staleTime: 30_000,
    retry: (failures, error) => failures < 1 && !isClientError(error),
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
};

// One client for the page: this subpath is a Module Federation singleton, so every remote that imports it
// reads and writes the same cache (a remote's write invalidates what another remote shows).
export const queryClient = createQueryClient();
