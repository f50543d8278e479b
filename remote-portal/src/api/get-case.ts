import { apiClient } from '@keepsake/shared/api-client';
import type { CaseDetail } from '@keepsake/shared/contract';

// GET /api/family/cases/{caseId}.
export const getCase = (caseId: number) => apiClient.get<CaseDetail>(`/api/family/cases/${caseId}`);
