import { apiClient } from '@keepsake/shared/api-client';
import type { CaseMediaList } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from './family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/photos | music: the case's photos (uploads, theme) or music. The portrait has no list.
export const mediaQuery = (caseId: number, path: 'photos' | 'music' | 'case-photo') =>
  queryOptions({
    queryKey: familyKeys.media(caseId, path),
    queryFn: () => apiClient.get<CaseMediaList>(familyPaths.media(caseId, path), { query: { size: 100 } }),
    enabled: path !== 'case-photo',
  });
