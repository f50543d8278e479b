import { apiClient } from '@keepsake/shared/api-client';
import type { PaymentConnect } from '@keepsake/shared/contract/payment';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// POST /api/family/cases/{caseId}/payments/connect: the card provider's account the form pays into. Read as a
// query when the payment page opens, once per visit.
export const paymentConnectQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.paymentConnect(caseId),
    queryFn: () => apiClient.post<PaymentConnect>(familyPaths.connectPayments(caseId)),
    staleTime: Infinity,
  });
