import { apiClient } from '@keepsake/shared/api-client';
import type { Arrangement, LineOption } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';

// PATCH /api/family/arrangements/{caseId}/lines/{lineId} (itemId, quantity, variantId): answers with the whole arrangement.
export const updateLine = (caseId: number, lineId: number, body: LineOption) => apiClient.patch<Arrangement>(familyPaths.line(caseId, lineId), { body });
