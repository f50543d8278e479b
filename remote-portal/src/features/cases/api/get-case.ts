import { apiClient } from '@keepsake/shared/api-client';
import type { CaseDetail } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';
import { familyKeys } from '../../../api/family-keys';

// GET /api/family/cases/{caseId}: read once by the case layout for all its pages.
export const caseQuery = (caseId: number) => ({
  queryKey: familyKeys.case(caseId),
  queryFn: () => apiClient.get<CaseDetail>(familyPaths.case(caseId)),
});
