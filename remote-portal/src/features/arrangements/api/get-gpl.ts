import { apiClient } from '@keepsake/shared/api-client';
import type { Gpl } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/company/gpl/items (paging): the General Price List, which has every item of the home, read for the
// case: at the prices of the price list revision it was arranged under (issue 36 §4), not the newest.
export const gplQuery = (caseId: number, page: number) =>
  queryOptions({
    queryKey: [...familyKeys.gpl(page), { caseId }],
    queryFn: () => apiClient.get<Gpl>(familyPaths.gplItems(), { query: { page, size: 100, caseId } }),
  });
