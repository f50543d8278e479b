import { apiClient } from '@keepsake/shared/api-client';
import type { CaseDetails, CaseDetailsBody } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';

// POST /api/family/cases/{caseId}/case-details: one field group.
export const saveCaseDetails = (caseId: number, body: CaseDetailsBody) => apiClient.post<CaseDetails>(familyPaths.caseDetails(caseId), { body });
