import { apiClient } from '@keepsake/shared/api-client';
import type { PackageList } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/arrangements/{caseId}/packages.
export const packagesQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.packages(caseId),
    queryFn: () => apiClient.get<PackageList>(familyPaths.packages(caseId)),
  });
