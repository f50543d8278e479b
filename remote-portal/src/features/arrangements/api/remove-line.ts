import { apiClient } from '@keepsake/shared/api-client';
import type { Arrangement } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';

// DELETE /api/family/arrangements/{caseId}/items/{lineId}: answers with the whole arrangement.
export const removeLine = (caseId: number, lineId: number) => apiClient.delete<Arrangement>(familyPaths.removeLine(caseId, lineId));
