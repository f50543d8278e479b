import { apiClient } from '@keepsake/shared/api-client';
import type { MemoryInput, PostedMemory } from '@keepsake/shared/contract';
import { apiPaths } from '@keepsake/shared/rules';

// The page shows the new memory itself; the cached wall is dropped when the page closes (memories-page).
export function postMemory(obituaryId: number, body: MemoryInput): Promise<PostedMemory> {
  return apiClient.post<PostedMemory>(apiPaths.obituaryMemories(obituaryId), { body });
}
