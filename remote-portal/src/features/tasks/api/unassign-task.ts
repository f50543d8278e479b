import { apiClient } from '@keepsake/shared/api-client';
import type { Task } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/tasks/{taskId}/unassign/{userId}.
export const unassignTask = (caseId: number, taskId: number, userId: string) => apiClient.post<Task>(familyPaths.unassignTask(caseId, taskId, userId));
