import { apiClient } from '@keepsake/shared/api-client';
import type { UserList } from '@keepsake/shared/contract';

// GET /api/family/cases/{caseId}/tasks/{taskId}/user-suggestions.
export const getUserSuggestions = (caseId: number, taskId: number) => apiClient.get<UserList>(`/api/family/cases/${caseId}/tasks/${taskId}/user-suggestions`);
