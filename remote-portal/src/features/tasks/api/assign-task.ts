import { apiClient } from '@keepsake/shared/api-client';
import type { Task } from '@keepsake/shared/contract';

// POST /api/family/cases/{caseId}/tasks/{taskId}/assign/{userId}.
export const assignTask = (caseId: number, taskId: number, userId: string) =>
  apiClient.post<Task>(`/api/family/cases/${caseId}/tasks/${taskId}/assign/${encodeURIComponent(userId)}`);
