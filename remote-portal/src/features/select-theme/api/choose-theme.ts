import { apiClient } from '@keepsake/shared/api-client';
import type { MemorialTheme } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/cases/{caseId}/memorial-theme?mediaId=…: a stock theme.
export const chooseTheme = (caseId: number, mediaId: string) =>
  apiClient.post<{ theme: MemorialTheme }>(familyPaths.memorialTheme(caseId), { query: { mediaId } });
