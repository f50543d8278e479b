import { apiClient } from '@keepsake/shared/api-client';
import type { ContractRevisionList } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';
import { familyKeys } from '../../../api/family-keys';

// GET /api/family/arrangements/{caseId}/contract/revisions: the signed revisions of the contract.
export const contractRevisionsQuery = (caseId: number) => ({
  queryKey: familyKeys.revisions(caseId),
  queryFn: () => apiClient.get<ContractRevisionList>(familyPaths.contractRevisions(caseId)),
});
