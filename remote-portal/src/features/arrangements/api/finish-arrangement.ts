import { apiClient } from '@keepsake/shared/api-client';
import type { Arrangement } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/arrangements/{caseId}/finish: the finishing rule of SPEC §4, checked by the API.
export const finishArrangement = (caseId: number) => apiClient.post<Arrangement>(familyPaths.finishArrangement(caseId));
