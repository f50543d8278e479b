import { apiClient } from '@keepsake/shared/api-client';
import { deskCaseOverviewSchema, type DeskCaseOverview } from '@keepsake/shared/contract/staff';
import { queryOptions } from '@keepsake/shared/query';
import { caseKeys } from './case-keys';

// GET /api/staff/cases/:id/overview: arrangements, balance, obituary, wall and photos at a glance. Under the
// case's key, so any write on the case (publish, close, …) refreshes it too.
export const overviewQuery = (caseId: number) =>
  queryOptions({
    queryKey: [...caseKeys.one(caseId), 'overview'] as const,
    queryFn: ({ signal }) => apiClient.get<DeskCaseOverview>(`/api/staff/cases/${caseId}/overview`, { schema: deskCaseOverviewSchema, signal }),
  });
