import { apiClient } from '@keepsake/shared/api-client';
import { postedMemorySchema, type MemoryInput, type PostedMemory } from '@keepsake/shared/contract';
import { forgetResources } from '../../data/resource';
import { obituaryKey } from '../../obituary/api/get-obituary';
import { memoriesKey } from './get-memories';

export async function postMemory(obituaryId: number, body: MemoryInput): Promise<PostedMemory> {
  const posted = await apiClient.post(`/api/web/obituaries/${obituaryId}/memories`, { body, schema: postedMemorySchema });
  // The wall and the obituary's memory count are read again next time.
  forgetResources(memoriesKey(obituaryId));
  forgetResources(obituaryKey(obituaryId));
  return posted;
}
