import { apiClient } from '@keepsake/shared/api-client';
import type { TaskList } from '@keepsake/shared/contract';

// GET /api/family/cases/{caseId}/tasks (paging). A case has a dozen tasks: one page of 50 holds them.
export const getTasks = (caseId: number, page = 1) => apiClient.get<TaskList>(`/api/family/cases/${caseId}/tasks`, { page: { page, size: 50 } });
