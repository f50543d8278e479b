import { apiClient } from '@keepsake/shared/api-client';
import type { Contract } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from './family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/arrangements/{caseId}/contract: the purchaser's details (arrangements) and the signature (statement).
export const contractQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.contract(caseId),
    queryFn: () => apiClient.get<Contract>(familyPaths.contract(caseId)),
  });
