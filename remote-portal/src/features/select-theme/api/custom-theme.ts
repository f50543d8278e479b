import { apiClient } from '@keepsake/shared/api-client';
import type { MemorialTheme } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// PUT /api/family/cases/{caseId}/memorial-theme: a theme made from one of the case's photos.
export const customTheme = (caseId: number, body: { mediaId: number; name: string; scrim: number }) =>
  apiClient.put<{ theme: MemorialTheme }>(familyPaths.memorialTheme(caseId), { body });
