import { obituaryDraftRead } from './early-reads';
import { familyKeys } from './family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}/obituary: the family's draft (the editor), and where it is published (the RSVPs on the hub).
export const obituaryDraftQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.obituary(caseId),
    queryFn: () => obituaryDraftRead(caseId).read(),
  });
