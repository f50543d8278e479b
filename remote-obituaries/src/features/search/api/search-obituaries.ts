import { apiClient } from '@keepsake/shared/api-client';
import type { ObituaryList, ObituarySearchQuery } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/obituaries?name=…&year=…&from=…&to=…&page=N
export function searchQuery(query: ObituarySearchQuery) {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params[key] = String(value);
  return queryOptions({
    queryKey: ['obituaries', 'search', params] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<ObituaryList>(apiPaths.obituaries(), { query: params, signal }),
  });
}
