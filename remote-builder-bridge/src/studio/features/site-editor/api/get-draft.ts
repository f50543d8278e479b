import { apiClient } from '@keepsake/shared/api-client';
import { BUILDER_API, type BuilderDraft } from '@keepsake/shared/contract/website';
import { queryOptions } from '@keepsake/shared/query';
import { builderKeys } from './builder-keys';

// GET /api/web/builder/draft: read once when the editor opens. The editor owns the document from then on
// (undo, save), so the answer never goes stale and a click back from the frame does not reload it.
export const draftQuery = queryOptions({
  queryKey: builderKeys.draft,
  queryFn: ({ signal }) => apiClient.get<BuilderDraft>(BUILDER_API.draft, { signal }),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});
