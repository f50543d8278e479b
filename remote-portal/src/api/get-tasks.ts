import { tasksRead } from './early-reads';
import { familyKeys } from './family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/tasks (paging). A case has a dozen tasks: one page of 50 holds them.
export const tasksQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.tasks(caseId),
    queryFn: () => tasksRead(caseId).read(),
    staleTime: 10_000,
  });
