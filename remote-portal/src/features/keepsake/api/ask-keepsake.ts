import { apiClient } from '@keepsake/shared/api-client';
import { keepsakePath, type KeepsakeState } from '@keepsake/shared/contract/case';

// POST /api/family/cases/{caseId}/keepsake (no body): the primary contact (or staff) asks; it is made in the background.
export const askKeepsake = (caseId: number) => apiClient.post<KeepsakeState>(keepsakePath(caseId));
