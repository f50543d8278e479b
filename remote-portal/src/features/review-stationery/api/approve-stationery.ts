import { apiClient } from '@keepsake/shared/api-client';
import type { Stationery, StationeryApproveBody } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/stationery/approve; over open change requests with overrideOpenRequests;
// staff send how the family approved (onBehalf, issue 36).
export const approveStationery = (caseId: number, body: StationeryApproveBody = {}) =>
  apiClient.post<Stationery>(familyPaths.approveStationery(caseId), { body });
