import { apiClient } from '@keepsake/shared/api-client';
import type { UserList } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/tasks/{taskId}/user-suggestions: asked again when the task's assignees change.
export const userSuggestionsQuery = (caseId: number, taskId: number, assigneeIds: string[]) =>
  queryOptions({
    queryKey: [...familyKeys.suggestions(caseId, taskId), assigneeIds.join()] as const,
    queryFn: () => apiClient.get<UserList>(familyPaths.userSuggestions(caseId, taskId)),
  });
