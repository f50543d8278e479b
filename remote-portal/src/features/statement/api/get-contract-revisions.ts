import { apiClient } from '@keepsake/shared/api-client';
import { contractChangesSchema, type ContractChanges, type ContractRevisionList } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/arrangements/{caseId}/contract/revisions: the signed revisions of the contract.
export const contractRevisionsQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.revisions(caseId),
    queryFn: () => apiClient.get<ContractRevisionList>(familyPaths.contractRevisions(caseId)),
  });

// GET …/contract/changes (issue 39): the lines the current revision changes from the signed one it replaces.
export const contractChangesQuery = (caseId: number) =>
  queryOptions({
    queryKey: [...familyKeys.revisions(caseId), 'changes'] as const,
    queryFn: () => apiClient.get<ContractChanges>(familyPaths.contractChanges(caseId), { schema: contractChangesSchema }),
  });
