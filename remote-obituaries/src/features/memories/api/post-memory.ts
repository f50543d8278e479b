import { apiClient } from '@keepsake/shared/api-client';
import type { MemoryInput, PostedMemory } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';

// POST /api/web/obituaries/{id}/memories: JSON, or multipart with the fields and one "photo" when the
// visitor adds one. The page shows the new memory itself; the cached wall is dropped when the page closes.
export function postMemory(obituaryId: number, body: MemoryInput, photo: File | null = null): Promise<PostedMemory> {
  if (!photo) return apiClient.post<PostedMemory>(apiPaths.obituaryMemories(obituaryId), { body });
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') form.append(name, value);
  form.append('photo', photo, photo.name);
  return apiClient.post<PostedMemory>(apiPaths.obituaryMemories(obituaryId), { body: form });
}
