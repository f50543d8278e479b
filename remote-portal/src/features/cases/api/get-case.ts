import { caseRead } from '../../../api/early-reads';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases/{caseId}: read once by the case layout for all its pages.
export const caseQuery = (caseId: number) =>
  queryOptions({
    queryKey: familyKeys.case(caseId),
    queryFn: () => caseRead(caseId).read(),
  });
