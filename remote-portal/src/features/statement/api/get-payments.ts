import { apiClient } from '@keepsake/shared/api-client';
import type { CasePaymentList } from '@keepsake/shared/contract/payment';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/payments: what has been paid, once the statement is signed.
export const paymentsQuery = (caseId: number, signed: boolean) =>
  queryOptions({
    queryKey: familyKeys.payments(caseId),
    queryFn: () => apiClient.get<CasePaymentList>(familyPaths.payments(caseId)),
    enabled: signed,
  });
