import { apiClient } from '@keepsake/shared/api-client';
import type { ObituaryList, ObituarySearchQuery } from '@keepsake/shared/contract';
import { resource } from '../../data/resource';

export function searchObituaries(query: ObituarySearchQuery): Promise<ObituaryList> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params[key] = String(value);
  const key = `search?${new URLSearchParams(params)}`;
  return resource(key, () => apiClient.get<ObituaryList>('/api/web/obituaries', { query: params }));
}
