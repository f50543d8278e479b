import { apiClient } from '@keepsake/shared/api-client';
import type { WallSettings } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';

// POST /api/family/cases/{caseId}/memorial-wall/settings.
export const saveWallSettings = (caseId: number, settings: WallSettings) => apiClient.post<WallSettings>(familyPaths.wallSettings(caseId), { body: settings });
