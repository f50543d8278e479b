import { apiClient } from '@keepsake/shared/api-client';
import type { Obituary } from '@keepsake/shared/contract';
import { resource } from '../../data/resource';

export const obituaryKey = (id: number) => `obituary/${id}`;

export function getObituary(id: number): Promise<Obituary> {
  return resource(obituaryKey(id), () => apiClient.get<Obituary>(`/api/web/obituaries/${id}`));
}
