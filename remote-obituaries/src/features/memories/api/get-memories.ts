import { apiClient } from '@keepsake/shared/api-client';
import type { MemoryList } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

/** Every page of an obituary's wall, to forget them together. */
export const memoriesKey = (obituaryId: number) => ['obituaries', obituaryId, 'memories'] as const;

// GET /api/web/obituaries/{id}/memories?page=N
export const memoriesQuery = (obituaryId: number, page = 1) =>
  queryOptions({
    queryKey: [...memoriesKey(obituaryId), page] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<MemoryList>(apiPaths.obituaryMemories(obituaryId), { page: { page }, signal }),
  });
