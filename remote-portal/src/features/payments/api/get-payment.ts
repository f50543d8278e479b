import { apiClient } from '@keepsake/shared/api-client';
import type { CasePayment } from '@keepsake/shared/contract/payment';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/payments/{paymentId}: one receipt.
export const paymentQuery = (caseId: number, paymentId: string) =>
  queryOptions({
    queryKey: familyKeys.payment(caseId, paymentId),
    queryFn: () => apiClient.get<CasePayment>(familyPaths.payment(caseId, paymentId)),
  });
