import { apiClient } from '@keepsake/shared/api-client';
import type { Item } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/arrangements/items/{itemId}: a line's one item (a line without a choice of items).
// Read for the case: at its own price list revision's prices (issue 36 §4).
export const itemQuery = (caseId: number, itemId: number | null) =>
  queryOptions({
    queryKey: [...familyKeys.item(itemId ?? 0), { caseId }],
    queryFn: () => apiClient.get<Item>(familyPaths.item(itemId!), { query: { caseId } }),
    enabled: itemId !== null,
  });
