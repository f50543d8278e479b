import { apiClient } from '@keepsake/shared/api-client';
import type { MemoryList } from '@keepsake/shared/contract';
import { resource } from '../../data/resource';

export const memoriesKey = (obituaryId: number) => `obituary/${obituaryId}/memories`;

export function getMemories(obituaryId: number, page = 1): Promise<MemoryList> {
  return resource(`${memoriesKey(obituaryId)}?page=${page}`, () =>
    apiClient.get<MemoryList>(`/api/web/obituaries/${obituaryId}/memories`, { page: { page } }),
  );
}
