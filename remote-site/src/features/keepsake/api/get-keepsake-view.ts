import { apiClient } from '@keepsake/shared/api-client';
import { keepsakeViewSchema, type KeepsakeView } from '@keepsake/shared/contract/case';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/keepsakes/{token}: the keepsake a mailed link opens (issue 43.4). Never retried: a link that
// opens nothing, or has expired, says so at once.
export const keepsakeViewQuery = (token: string) =>
  queryOptions({
    queryKey: ['keepsake-view', token] as const,
    queryFn: () => apiClient.get<KeepsakeView>(apiPaths.keepsakeView(token), { schema: keepsakeViewSchema }),
    retry: false,
    // The page reads it once; the browser keeps it no longer than the page is open (the answer is no-store).
    staleTime: Infinity,
    gcTime: 0,
  });
