import { apiClient } from '@keepsake/shared/api-client';
import type { UserList } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/user-search?query=…
export const userSearchQuery = (caseId: number, query: string) =>
  queryOptions({
    queryKey: familyKeys.search(caseId, query),
    queryFn: () => apiClient.get<UserList>(familyPaths.userSearch(caseId), { query: { query } }),
  });
