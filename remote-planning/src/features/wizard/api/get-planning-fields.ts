import { apiClient } from '@keepsake/shared/api-client';
import type { PlanningSection } from '@keepsake/shared/contract/planning';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/planning/fields: the site's sections, read once per visit (kept for as long as the page is
// open, so step and review pages know they were loaded: SPEC §2). Not parsed with zod (decision 041: the
// API parses what it sends): the start page loads no zod.
export const planningSectionsQuery = queryOptions({
  queryKey: ['planning', 'sections'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<PlanningSection[]>(apiPaths.planningFields(), { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});
