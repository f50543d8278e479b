import { apiClient } from '@keepsake/shared/api-client';
import type { TaskList } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from './family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/tasks (paging). A case has a dozen tasks: one page of 50 holds them.
export const tasksQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.tasks(caseId),
    queryFn: () => apiClient.get<TaskList>(familyPaths.tasks(caseId), { page: { page: 1, size: 50 } }),
    staleTime: 10_000,
  });
