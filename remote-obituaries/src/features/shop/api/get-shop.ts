import { apiClient } from '@keepsake/shared/api-client';
import type { Shop } from '@keepsake/shared/contract';
import { apiPaths } from '@keepsake/shared/rules';

// GET /api/web/obituaries/{id}/shop
export const shopQuery = (obituaryId: number) => ({
  queryKey: ['obituaries', obituaryId, 'shop'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<Shop>(apiPaths.shop(obituaryId), { signal }),
});
