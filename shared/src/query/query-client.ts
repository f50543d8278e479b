import { MutationCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { changesOf, invalidateChanges, refreshAfterError } from './invalidation';

// A 4xx will not get better by asking again (404 page, 401 guard, 403 role); a 5xx or a dropped connection
// is worth one more try. Duck-typed: the cache holds the client's ApiError or, for page reads, a PageError.
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status < 500;
}

/** A client with the page's settings: the browser's one below, and one per render on the server (ADR 044). */
export function createQueryClient(): QueryClient {
  // The ONE place a write refreshes what it changed (invalidation.ts): awaited, so `mutateAsync` resolves once
  // the page's readers have been asked again and a toast never announces a change the page does not show yet.
  const client: QueryClient = new QueryClient({
    defaultOptions,
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _context, mutation) => invalidateChanges(client, changesOf(mutation.meta?.changes, data, variables)),
      onError: (error, variables, _context, mutation) =>
        // A refused write has no answer: only changes named as a list (not read from an answer) apply.
        refreshAfterError(error, mutation.meta) && Array.isArray(mutation.meta?.changes) ? invalidateChanges(client, mutation.meta.changes) : undefined,
    }),
  });
  return client;
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
