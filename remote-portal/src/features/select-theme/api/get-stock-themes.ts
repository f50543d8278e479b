import { apiClient } from '@keepsake/shared/api-client';
import type { MemorialTheme } from '@keepsake/shared/contract/case';
import { familyPaths } from '@keepsake/shared/rules/family';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/family/media/albums/stock/themes: the home's themes, the same for every case.
export const stockThemesQuery = () =>
  queryOptions({
    queryKey: familyKeys.stockThemes,
    queryFn: () => apiClient.get<{ items: MemorialTheme[] }>(familyPaths.stockThemes()),
    staleTime: Infinity,
  });
