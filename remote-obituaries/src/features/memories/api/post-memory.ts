import { apiClient } from '@keepsake/shared/api-client';
import { postedMemorySchema, type MemoryInput, type PostedMemory } from '@keepsake/shared/contract';

// The page shows the new memory itself; the cached wall is dropped when the page closes (memories-page).
export function postMemory(obituaryId: number, body: MemoryInput): Promise<PostedMemory> {
  return apiClient.post(`/api/web/obituaries/${obituaryId}/memories`, { body, schema: postedMemorySchema });
}
