import { apiClient } from '@keepsake/shared/api-client';
import type { CaseDetails } from '@keepsake/shared/contract';

// GET /api/family/cases/{caseId}/case-details.
export const getCaseDetails = (caseId: number) => apiClient.get<CaseDetails>(`/api/family/cases/${caseId}/case-details`);
