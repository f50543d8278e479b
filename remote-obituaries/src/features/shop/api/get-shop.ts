import { apiClient } from '@keepsake/shared/api-client';
import type { Shop } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/obituaries/{id}/shop
export const shopQuery = (obituaryId: number) =>
  queryOptions({
    queryKey: ['obituaries', obituaryId, 'shop'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<Shop>(apiPaths.shop(obituaryId), { signal }),
  });
