import { apiClient } from '@keepsake/shared/api-client';
import type { CaseDetail } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}: read once by the case layout for all its pages.
export const caseQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.case(caseId),
    queryFn: () => apiClient.get<CaseDetail>(familyPaths.case(caseId)),
  });
