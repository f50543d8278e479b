import { apiClient } from '@keepsake/shared/api-client';
import type { UserList } from '@keepsake/shared/contract';

// GET /api/family/cases/{caseId}/user-search?query=…
export const searchUsers = (caseId: number, query: string) => apiClient.get<UserList>(`/api/family/cases/${caseId}/user-search`, { query: { query } });
