// The one data layer for server state (docs/architecture.md): TanStack Query over the shared API client. Remotes
// import it from here, never from @tanstack/react-query, so one copy and one cache serve the page.
export { queryClient, createQueryClient } from './query-client';
export { RenderQueryClient } from './render-query-client';
export { dataRoots, invalidateChanges, readersOf, useChanged, type Change, type ChangesOf } from './invalidation';
export { QueryProvider } from './query-provider';
export { usePageData, usePageQuery, type PageQueryOptions, type PageQueryExtras } from './page-query';
export {
  useQuery,
  useSuspenseQuery,
  useMutation,
  useQueryClient,
  queryOptions,
  keepPreviousData,
  type QueryKey,
  type UseQueryResult,
  type UseMutationResult,
} from '@tanstack/react-query';
