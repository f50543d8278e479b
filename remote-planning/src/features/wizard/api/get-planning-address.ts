import { apiClient } from '@keepsake/shared/api-client';
import type { PlanningAddress } from '@keepsake/shared/contract/planning';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/planning/address: where the family can reach the funeral home. Not parsed with zod
// (decision 041).
export const planningAddressQuery = queryOptions({
  queryKey: ['planning', 'address'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<PlanningAddress>(apiPaths.planningAddress(), { signal }),
});
