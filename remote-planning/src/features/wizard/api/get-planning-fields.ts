import { apiClient } from '@keepsake/shared/api-client';
import { planningSectionsSchema, type PlanningSection } from '@keepsake/shared/contract';

export function getPlanningFields(signal?: AbortSignal): Promise<PlanningSection[]> {
  return apiClient.get('/api/web/planning/fields', { schema: planningSectionsSchema, signal });
}
