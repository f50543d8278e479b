import { apiClient } from '@keepsake/shared/api-client';
import type { RenderContext } from '@keepsake/shared/contract/website';
import { queryOptions } from '@keepsake/shared/query';
import { apiPaths } from '@keepsake/shared/rules';
import { builderKeys } from './builder-keys';

// GET /api/web/render-context/approved: what visitors see now, compared with the draft before a publish.
// Always asked afresh: another staff member may have published a minute ago.
export const liveContextQuery = queryOptions({
  queryKey: builderKeys.liveContext,
  queryFn: ({ signal }) => apiClient.get<RenderContext>(apiPaths.renderContext(false), { signal }),
  staleTime: 0,
});
