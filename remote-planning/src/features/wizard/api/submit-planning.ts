import { apiClient } from '@keepsake/shared/api-client';
import { planningReceiptSchema, type PlanningReceipt, type PlanningSubmission } from '@keepsake/shared/contract';

export function submitPlanning(body: PlanningSubmission): Promise<PlanningReceipt> {
  return apiClient.post('/api/web/planning/submit', { body, schema: planningReceiptSchema });
}
