import { apiClient } from '@keepsake/shared/api-client';
import { productSchema, type Product } from '@keepsake/shared/contract';
import { resource } from '../../data/resource';

export function getProduct(obituaryId: number, productId: number): Promise<Product> {
  return resource(`obituary/${obituaryId}/shop/products/${productId}`, () =>
    apiClient.get(`/api/web/obituaries/${obituaryId}/shop/products/${productId}`, { schema: productSchema }),
  );
}
