import { apiClient } from '@keepsake/shared/api-client';
import type { CaseObituary, OnBehalf } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/obituary/approve: publishes it. Staff send how the family approved (issue 36).
export const approveObituary = (caseId: number, onBehalf?: OnBehalf) =>
  apiClient.post<CaseObituary>(familyPaths.approveObituary(caseId), onBehalf ? { body: { onBehalf } } : undefined);
