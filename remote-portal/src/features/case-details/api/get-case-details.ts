import { apiClient } from '@keepsake/shared/api-client';
import type { CaseDetails } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/case-details: kept until the family saves a group (the answer replaces it).
export const caseDetailsQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.details(caseId),
    queryFn: () => apiClient.get<CaseDetails>(familyPaths.caseDetails(caseId)),
    staleTime: Infinity,
  });
