import { apiClient } from '@keepsake/shared/api-client';
import type { Selector } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';
import { familyKeys } from '../../../api/family-keys';

// GET /api/family/arrangements/items/selectors/{selectorId}: the items a package's choice offers.
export const selectorQuery = (selectorId: number | null) => ({
  queryKey: familyKeys.selector(selectorId ?? 0),
  queryFn: () => apiClient.get<Selector>(familyPaths.selector(selectorId!)),
  enabled: selectorId !== null,
});
