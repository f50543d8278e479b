import { apiClient } from '@keepsake/shared/api-client';
import type { Task, TaskStatus } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/tasks/{taskId}/status/{status}. A move the task does not allow is a 409.
export const moveTask = (caseId: number, taskId: number, status: TaskStatus) => apiClient.post<Task>(familyPaths.moveTask(caseId, taskId, status));
