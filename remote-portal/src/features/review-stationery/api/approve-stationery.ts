import { apiClient } from '@keepsake/shared/api-client';
import type { Stationery } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';

// POST /api/family/cases/{caseId}/stationery/approve.
export const approveStationery = (caseId: number) => apiClient.post<Stationery>(familyPaths.approveStationery(caseId));
