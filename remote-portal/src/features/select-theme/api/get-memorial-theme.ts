import { apiClient } from '@keepsake/shared/api-client';
import type { MemorialTheme } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/memorial-theme: the case's theme, or none yet.
export const memorialThemeQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.theme(caseId),
    queryFn: () => apiClient.get<{ theme: MemorialTheme | null }>(familyPaths.memorialTheme(caseId)),
  });
