import { apiClient } from '@keepsake/shared/api-client';
import type { CaseList } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases (paging): the cases I belong to.
export const casesQuery = (page: number) =>
  queryOptions({
    queryKey: familyKeys.cases(page),
    queryFn: () => apiClient.get<CaseList>(familyPaths.cases(), { page: { page } }),
  });
