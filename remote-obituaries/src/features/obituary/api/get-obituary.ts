import { apiClient } from '@keepsake/shared/api-client';
import type { Obituary } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/obituaries/{id}: read once by the layout for every sub-page.
export const obituaryQuery = (id: number) =>
  queryOptions({
    queryKey: ['obituaries', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<Obituary>(apiPaths.obituary(id), { signal }),
  });
