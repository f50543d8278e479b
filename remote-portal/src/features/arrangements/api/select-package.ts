import { apiClient } from '@keepsake/shared/api-client';
import type { Arrangement } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/arrangements/{caseId}/packages/{packageId}: answers with the whole arrangement.
export const selectPackage = (caseId: number, packageId: number) => apiClient.post<Arrangement>(familyPaths.selectPackage(caseId, packageId));
