import { apiClient } from '@keepsake/shared/api-client';
import type { MemberList } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from './family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/members: accepted members and open invitations.
export const membersQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.members(caseId),
    queryFn: () => apiClient.get<MemberList>(familyPaths.members(caseId)),
  });
