import { apiClient } from '@keepsake/shared/api-client';
import type { Product } from '@keepsake/shared/contract';
import { resource } from '../../data/resource';

export function getProduct(obituaryId: number, productId: number): Promise<Product> {
  return resource(`obituary/${obituaryId}/shop/products/${productId}`, () =>
    apiClient.get<Product>(`/api/web/obituaries/${obituaryId}/shop/products/${productId}`),
  );
}
