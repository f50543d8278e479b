import { apiClient } from '@keepsake/shared/api-client';
import type { WallSettings } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/memorial-wall/settings.
export const wallSettingsQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.wallSettings(caseId),
    queryFn: () => apiClient.get<WallSettings>(familyPaths.wallSettings(caseId)),
  });
