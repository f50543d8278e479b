import { apiClient } from '@keepsake/shared/api-client';
import { keepsakePath, type KeepsakeState } from '@keepsake/shared/contract/case';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

export const keepsakeKey = (caseId: number) => [...familyKeys.case(caseId), 'keepsake'] as const;

// GET /api/family/cases/{caseId}/keepsake: the newest keepsake of the case. While one is being made the page
// asks again every 2 s, so the progress moves without a reload; once it is done or failed it stops.
export const keepsakeQuery = (caseId: number) =>
  queryOptions({
    queryKey: keepsakeKey(caseId),
    queryFn: () => apiClient.get<KeepsakeState>(keepsakePath(caseId)),
    refetchInterval: (query: { state: { data?: KeepsakeState } }) => {
      const status = query.state.data?.job?.status;
      return status === 'QUEUED' || status === 'RUNNING' ? 2000 : false;
    },
  });
