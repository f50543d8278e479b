import { apiClient } from '@keepsake/shared/api-client';
import type { CaseObituary } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';

// POST /api/family/cases/{caseId}/obituary/approve: publishes it.
export const approveObituary = (caseId: number) => apiClient.post<CaseObituary>(familyPaths.approveObituary(caseId));
