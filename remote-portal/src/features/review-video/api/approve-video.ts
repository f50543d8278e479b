import { apiClient } from '@keepsake/shared/api-client';
import type { TributeVideo } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';

// POST /api/family/cases/{caseId}/video/approve.
export const approveVideo = (caseId: number) => apiClient.post<TributeVideo>(familyPaths.approveVideo(caseId));
