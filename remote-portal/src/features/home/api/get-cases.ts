import { casesRead } from '../../../api/early-reads';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/cases (paging): the cases I belong to.
export const casesQuery = (page: number) =>
  queryOptions({
    queryKey: familyKeys.cases(page),
    queryFn: () => casesRead(page).read(),
  });
