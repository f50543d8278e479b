import { apiClient } from '@keepsake/shared/api-client';
import type { OnBehalf, Stationery } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';

// POST /api/family/cases/{caseId}/stationery/approve.
// Staff send how the family approved (issue 36).
export const approveStationery = (caseId: number, onBehalf?: OnBehalf) =>
  apiClient.post<Stationery>(familyPaths.approveStationery(caseId), onBehalf ? { body: { onBehalf } } : undefined);
