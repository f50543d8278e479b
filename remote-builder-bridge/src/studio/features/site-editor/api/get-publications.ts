import { apiClient } from '@keepsake/shared/api-client';
import { BUILDER_API, type Publication } from '@keepsake/shared/contract/website';
import { queryOptions } from '@keepsake/shared/query';
import { builderKeys } from './builder-keys';

// GET /api/web/builder/publications: the publish history, newest first.
export const publicationsQuery = queryOptions({
  queryKey: builderKeys.publications,
  queryFn: ({ signal }) => apiClient.get<Publication[]>(BUILDER_API.publications, { signal }),
  staleTime: 0,
});
