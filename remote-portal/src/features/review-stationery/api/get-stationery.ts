import { apiClient } from '@keepsake/shared/api-client';
import type { Stationery } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/stationery: the case's printed pieces with their comments.
export const stationeryQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.stationery(caseId),
    queryFn: () => apiClient.get<Stationery>(familyPaths.stationery(caseId)),
  });
