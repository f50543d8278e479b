import { apiClient } from '@keepsake/shared/api-client';
import type { ObituaryPhotos } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/obituaries/{id}/photos: the gallery and the memorial video show the same photos.
export const photosQuery = (obituaryId: number) =>
  queryOptions({
    queryKey: ['obituaries', obituaryId, 'photos'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<ObituaryPhotos>(apiPaths.obituaryPhotos(obituaryId), { signal }),
  });
