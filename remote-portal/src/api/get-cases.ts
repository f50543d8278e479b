import { apiClient } from '@keepsake/shared/api-client';
import type { CaseList } from '@keepsake/shared/contract';

// GET /api/family/cases (paging).
export const getCases = (page: number) => apiClient.get<CaseList>('/api/family/cases', { page: { page } });
