import { apiClient } from '@keepsake/shared/api-client';
import type { Gpl } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';
import { familyKeys } from '../../../api/family-keys';

// GET /api/family/company/gpl/items (paging): the General Price List, which has every item of the home.
export const gplQuery = (page: number) => ({
  queryKey: familyKeys.gpl(page),
  queryFn: () => apiClient.get<Gpl>(familyPaths.gplItems(), { query: { page, size: 100 } }),
});
