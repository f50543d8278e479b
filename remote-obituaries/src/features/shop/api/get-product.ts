import { apiClient } from '@keepsake/shared/api-client';
import type { ProductDetail } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/obituaries/{id}/shop/products/{productId}
export const productQuery = (obituaryId: number, productId: number) =>
  queryOptions({
    queryKey: ['obituaries', obituaryId, 'shop', 'products', productId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<ProductDetail>(apiPaths.product(obituaryId, productId), { signal }),
  });
