import { apiClient } from '@keepsake/shared/api-client';
import type { OnBehalf, WallSettings } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/memorial-wall/settings. Staff send how the family decided (issue 36).
export const saveWallSettings = (caseId: number, settings: WallSettings, onBehalf?: OnBehalf) =>
  apiClient.post<WallSettings>(familyPaths.wallSettings(caseId), { body: onBehalf ? { ...settings, onBehalf } : settings });
