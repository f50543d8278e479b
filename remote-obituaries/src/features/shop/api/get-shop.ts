import { apiClient } from '@keepsake/shared/api-client';
import type { Shop } from '@keepsake/shared/contract';
import { resource } from '../../data/resource';

export function getShop(obituaryId: number): Promise<Shop> {
  return resource(`obituary/${obituaryId}/shop`, () => apiClient.get<Shop>(`/api/web/obituaries/${obituaryId}/shop`));
}
