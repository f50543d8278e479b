import { apiClient } from '@keepsake/shared/api-client';
import {
  casePaymentListSchema,
  casePaymentSchema,
  type CasePayment,
  type CasePaymentList,
  type OfflinePaymentBody,
  type RefundBody,
} from '@keepsake/shared/contract/payment';
import { contractSchema, type Contract, type CountersignBody } from '@keepsake/shared/contract/arrangement';
import { queryOptions } from '@keepsake/shared/query';
import { caseKeys } from './case-keys';

// A case's money at the desk (issue 25a): the payments list and the contract live under the family's case
// routes, which answer the home's staff too (the case scope lets staff of this home in).
export const moneyKeys = {
  all: (caseId: number) => [...caseKeys.one(caseId), 'money'] as const,
  payments: (caseId: number) => [...caseKeys.one(caseId), 'money', 'payments'] as const,
  contract: (caseId: number) => [...caseKeys.one(caseId), 'money', 'contract'] as const,
};

export const paymentsQuery = (caseId: number) =>
  queryOptions({
    queryKey: moneyKeys.payments(caseId),
    queryFn: ({ signal }) => apiClient.get<CasePaymentList>(`/api/family/cases/${caseId}/payments`, { schema: casePaymentListSchema, signal }),
  });

export const contractQuery = (caseId: number) =>
  queryOptions({
    queryKey: moneyKeys.contract(caseId),
    queryFn: ({ signal }) => apiClient.get<Contract>(`/api/family/arrangements/${caseId}/contract`, { schema: contractSchema, signal }),
  });

export const recordOfflinePayment = (caseId: number, body: OfflinePaymentBody) =>
  apiClient.post<CasePayment>(`/api/family/cases/${caseId}/payments/offline`, { body, schema: casePaymentSchema });

export const refundPayment = (caseId: number, paymentId: string, body: RefundBody) =>
  apiClient.post<CasePayment>(`/api/family/cases/${caseId}/payments/${paymentId}/refund`, { body, schema: casePaymentSchema });

export const countersign = (caseId: number, body: CountersignBody) =>
  apiClient.post<Contract>(`/api/family/arrangements/${caseId}/contract/countersign`, { body, schema: contractSchema });
