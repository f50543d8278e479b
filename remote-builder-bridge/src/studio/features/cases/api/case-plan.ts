import { apiClient } from '@keepsake/shared/api-client';
import { casePlanAnswerSchema, type CasePlanAnswer } from '@keepsake/shared/contract/staff';
import { queryOptions } from '@keepsake/shared/query';
import { caseKeys } from './case-keys';

// GET /api/staff/cases/:id/plan: the plan the case was made from (issue 36 §4), or `plan: null`.
export const casePlanQuery = (caseId: number) =>
  queryOptions({
    queryKey: [...caseKeys.one(caseId), 'plan'] as const,
    queryFn: ({ signal }) => apiClient.get<CasePlanAnswer>(`/api/staff/cases/${caseId}/plan`, { schema: casePlanAnswerSchema, signal }),
  });
