import { apiClient } from '@keepsake/shared/api-client';
import type { ObituaryPhotos } from '@keepsake/shared/contract';
import { resource } from '../../data/resource';

export function getPhotos(obituaryId: number): Promise<ObituaryPhotos> {
  return resource(`obituary/${obituaryId}/photos`, () =>
    apiClient.get<ObituaryPhotos>(`/api/web/obituaries/${obituaryId}/photos`),
  );
}
