import { apiClient } from '@keepsake/shared/api-client';
import type { Item } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';
import { familyKeys } from '../../../api/family-keys';

// GET /api/family/arrangements/items/{itemId}: a line's one item (a line without a choice of items).
export const itemQuery = (itemId: number | null) => ({
  queryKey: familyKeys.item(itemId ?? 0),
  queryFn: () => apiClient.get<Item>(familyPaths.item(itemId!)),
  enabled: itemId !== null,
});
