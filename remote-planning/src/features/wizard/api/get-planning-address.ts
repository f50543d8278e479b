import { apiClient } from '@keepsake/shared/api-client';
import { planningAddressSchema, type PlanningAddress } from '@keepsake/shared/contract';

export function getPlanningAddress(signal?: AbortSignal): Promise<PlanningAddress> {
  return apiClient.get('/api/web/planning/address', { schema: planningAddressSchema, signal });
}
