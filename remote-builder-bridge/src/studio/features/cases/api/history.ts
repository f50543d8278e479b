import { apiClient } from '@keepsake/shared/api-client';
import { caseHistorySchema, type CaseHistory } from '@keepsake/shared/contract/case';
import { queryOptions } from '@keepsake/shared/query';
import { caseKeys } from './case-keys';

// GET /api/staff/cases/:id/history?page=N: the case's history, newest first (issue 36). Under the case's key,
// so every write on the case that refreshes the case (publish, a payment, close, …) refreshes its history too.
export const historyQuery = (caseId: number, page: number) =>
  queryOptions({
    queryKey: [...caseKeys.one(caseId), 'history', page] as const,
    queryFn: ({ signal }) => apiClient.get<CaseHistory>(`/api/staff/cases/${caseId}/history?page=${page}`, { schema: caseHistorySchema, signal }),
  });
