import { apiClient } from '@keepsake/shared/api-client';
import type { VariantList } from '@keepsake/shared/contract/arrangement';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/arrangements/items/{itemId}/variants: the finishes of the item chosen.
// Read for the case: at its own price list revision's prices (issue 36 §4).
export const variantsQuery = (caseId: number, itemId: number | null) =>
  queryOptions({
    queryKey: [...familyKeys.variants(itemId ?? 0), { caseId }],
    queryFn: () => apiClient.get<VariantList>(familyPaths.itemVariants(itemId!), { query: { caseId } }),
    enabled: itemId !== null,
  });
