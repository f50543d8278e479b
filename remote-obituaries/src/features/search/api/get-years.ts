import { apiClient } from '@keepsake/shared/api-client';
import type { ObituaryYears } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/obituaries/years: the years of death that have obituaries, newest first.
export const yearsQuery = () =>
  queryOptions({
    queryKey: ['obituaries', 'years'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<ObituaryYears>(apiPaths.obituaryYears(), { signal }),
  });
