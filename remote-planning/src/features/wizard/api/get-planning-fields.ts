import { apiClient } from '@keepsake/shared/api-client';
import { planningSectionsSchema } from '@keepsake/shared/contract';
import { apiPaths } from '@keepsake/shared/rules';

// GET /api/web/planning/fields: the site's sections, read once per visit (kept for as long as the page is
// open, so step and review pages know they were loaded: SPEC §2).
export const planningSectionsQuery = {
  queryKey: ['planning', 'sections'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get(apiPaths.planningFields(), { schema: planningSectionsSchema, signal }),
  staleTime: Infinity,
  gcTime: Infinity,
};
