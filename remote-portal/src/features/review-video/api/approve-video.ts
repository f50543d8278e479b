import { apiClient } from '@keepsake/shared/api-client';
import type { OnBehalf, TributeVideo } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/video/approve.
// Staff send how the family approved (issue 36).
export const approveVideo = (caseId: number, onBehalf?: OnBehalf) =>
  apiClient.post<TributeVideo>(familyPaths.approveVideo(caseId), onBehalf ? { body: { onBehalf } } : undefined);
