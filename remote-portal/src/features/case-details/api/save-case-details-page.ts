import { apiClient } from '@keepsake/shared/api-client';
import type { CaseDetails, CaseDetailsPageBody } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// PUT /api/family/cases/{caseId}/case-details: every changed group of the page, saved together.
export const saveCaseDetailsPage = (caseId: number, body: CaseDetailsPageBody) => apiClient.put<CaseDetails>(familyPaths.caseDetails(caseId), { body });
