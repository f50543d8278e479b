import { membersRead } from './early-reads';
import { familyKeys } from './family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/members: accepted members and open invitations.
export const membersQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.members(caseId),
    queryFn: () => membersRead(caseId).read(),
  });
