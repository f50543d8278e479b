import { apiClient } from '@keepsake/shared/api-client';
import { BUILDER_REDIRECTS_API, type NewRedirectBody, type StaffRedirect } from '@keepsake/shared/contract/website';
import { queryOptions } from '@keepsake/shared/query';
import { builderKeys } from './builder-keys';

// The home's live redirects (staff API): listed, added, removed. They take effect at once, not on publish.
export const redirectsQuery = queryOptions({
  queryKey: builderKeys.redirects,
  queryFn: ({ signal }) => apiClient.get<StaffRedirect[]>(BUILDER_REDIRECTS_API.list, { signal }),
  staleTime: 0,
});

export const addRedirect = (body: NewRedirectBody) => apiClient.post<StaffRedirect>(BUILDER_REDIRECTS_API.list, { body, labels: { 409: 'Conflict' } });
export const removeRedirect = (id: string) => apiClient.delete<void>(BUILDER_REDIRECTS_API.one(id));
