import {
  useQuery,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
  type QueryFunction,
  type QueryFunctionContext,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { toPageError, type PageError } from '@keepsake/shared/page-error';

/**
 * What a page reads: a key naming the data, the call that loads it (the remote's `api/` function), and how long
 * an answer is fresh and kept (defaults: query-client). Typed from TanStack's own options, so a read factory's
 * `queryOptions({ queryKey, queryFn })` (ADR 121) is taken as it is; TanStack makes `queryFn` optional there, so
 * the hooks check at run time that it is a function.
 */
export type PageQueryOptions<T, K extends QueryKey = QueryKey> = Pick<UseQueryOptions<T, Error, T, K>, 'queryKey' | 'queryFn' | 'staleTime' | 'gcTime'>;

// A page's read without a call of its own (none given, or TanStack's skipToken) is a mistake in the code, not
// a state of the data: say so where it is made.
function callOf<T, K extends QueryKey>(options: PageQueryOptions<T, K>): QueryFunction<T, K> {
  const { queryFn } = options;
  if (typeof queryFn !== 'function') throw new Error(`A page's read needs a queryFn (key ${JSON.stringify(options.queryKey)}).`);
  return queryFn;
}

// A failure is kept a little while, so the render after it reads the same failure rather than asking again;
// after that, a new visit to the page asks the API afresh.
const FAILURE_TTL_MS = 10_000;

// The call's failure becomes the page's error (SPEC §8) inside the query, so the cache holds what the
// shell's boundary shows, and a 4xx is not asked again (query-client).
function asPageRead<T, K extends QueryKey>(client: QueryClient, options: PageQueryOptions<T, K>, onNotFound?: () => PageError) {
  const call = callOf(options);
  return {
    ...options,
    queryFn: async (context: QueryFunctionContext<K>): Promise<T> => {
      try {
        return await call(context);
      } catch (error) {
        setTimeout(() => {
          client.removeQueries({ queryKey: options.queryKey, exact: true, predicate: (query) => query.state.status === 'error' });
        }, FAILURE_TTL_MS);
        throw toPageError(error, onNotFound);
      }
    },
  };
}

/**
 * The server data a page is made of. It suspends while loading (the nearest Suspense shows the loading
 * state) and throws a failure as the page's error, so the shell shows the global error page: the API's 404
 * is `onNotFound` (by default "Page Not Found"), any other status keeps its label.
 */
export function usePageData<T, K extends QueryKey>(options: PageQueryOptions<T, K>, onNotFound?: () => PageError): T {
  return useSuspenseQuery(asPageRead(useQueryClient(), options, onNotFound)).data;
}

/** What only a read that renders first may add: waiting for what it needs, and keeping the last answer while the next loads (paging). */
export type PageQueryExtras<T, K extends QueryKey = QueryKey> = Pick<UseQueryOptions<T, Error, T, K>, 'enabled' | 'placeholderData'>;

/**
 * The same read for a page that shows itself before the data arrives (a form that needs the data only on
 * submit, a page with its own loading line): undefined until it is there. A failure is the page's error, as
 * with usePageData.
 */
export function usePageQuery<T, K extends QueryKey>(options: PageQueryOptions<T, K> & PageQueryExtras<T, K>, onNotFound?: () => PageError): T | undefined {
  return useQuery({ ...asPageRead(useQueryClient(), options, onNotFound), throwOnError: true }).data;
}
