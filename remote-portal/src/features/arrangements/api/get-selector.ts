import { apiClient } from '@keepsake/shared/api-client';
import type { Selector } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/arrangements/items/selectors/{selectorId}: the items a package's choice offers.
// Read for the case: at its own price list revision's prices (issue 36 §4).
export const selectorQuery = (caseId: number, selectorId: number | null) =>
  queryOptions({
    queryKey: [...familyKeys.selector(selectorId ?? 0), { caseId }],
    queryFn: () => apiClient.get<Selector>(familyPaths.selector(selectorId!), { query: { caseId } }),
    enabled: selectorId !== null,
  });
