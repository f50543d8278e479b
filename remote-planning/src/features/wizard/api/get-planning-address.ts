import { apiClient } from '@keepsake/shared/api-client';
import { planningAddressSchema } from '@keepsake/shared/contract';
import { apiPaths } from '@keepsake/shared/rules';

// GET /api/web/planning/address: where the family can reach the funeral home.
export const planningAddressQuery = {
  queryKey: ['planning', 'address'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get(apiPaths.planningAddress(), { schema: planningAddressSchema, signal }),
};
