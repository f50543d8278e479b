import { apiClient } from '@keepsake/shared/api-client';
import type { VariantList } from '@keepsake/shared/contract';
import { familyPaths } from '@keepsake/shared/rules';
import { familyKeys } from '../../../api/family-keys';

// GET /api/family/arrangements/items/{itemId}/variants: the finishes of the item chosen.
export const variantsQuery = (itemId: number | null) => ({
  queryKey: familyKeys.variants(itemId ?? 0),
  queryFn: () => apiClient.get<VariantList>(familyPaths.itemVariants(itemId!)),
  enabled: itemId !== null,
});
