import { apiClient } from '@keepsake/shared/api-client';
import type { Task } from '@keepsake/shared/contract';

// POST /api/family/cases/{caseId}/tasks/{taskId}/unassign/{userId}.
export const unassignTask = (caseId: number, taskId: number, userId: string) =>
  apiClient.post<Task>(`/api/family/cases/${caseId}/tasks/${taskId}/unassign/${encodeURIComponent(userId)}`);
