import { apiClient } from '@keepsake/shared/api-client';
import { planningReceiptSchema, type PlanningReceipt, type PlanningSubmission } from '@keepsake/shared/contract/planning';
import { apiPaths } from '@keepsake/shared/rules';

export function submitPlanning(body: PlanningSubmission): Promise<PlanningReceipt> {
  return apiClient.post(apiPaths.planningSubmit(), { body, schema: planningReceiptSchema });
}
