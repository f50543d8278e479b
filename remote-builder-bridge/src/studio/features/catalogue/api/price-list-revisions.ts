import { apiClient } from '@keepsake/shared/api-client';
import {
  priceListRevisionListSchema,
  priceListRevisionSchema,
  type PriceListRevision,
  type PriceListRevisionList,
} from '@keepsake/shared/contract/arrangement';
import { queryOptions } from '@keepsake/shared/query';
import { catalogueKeys } from './catalogue';

// Under the catalogue's key: publishing (which changes the catalogue) refreshes the list of revisions too.
const revisionKeys = {
  list: [...catalogueKeys.all, 'revisions'] as const,
  one: (revisionId: number) => [...catalogueKeys.all, 'revisions', revisionId] as const,
};

// GET /api/staff/catalogue/revisions: every price list revision the home published, newest date first (issue 36 §4).
export const priceListRevisionsQuery = queryOptions({
  queryKey: revisionKeys.list,
  queryFn: ({ signal }) => apiClient.get<PriceListRevisionList>('/api/staff/catalogue/revisions', { schema: priceListRevisionListSchema, signal }),
});

// GET /api/staff/catalogue/revisions/{revisionId}: one revision at its own prices, read-only.
export const priceListRevisionQuery = (revisionId: number) =>
  queryOptions({
    queryKey: revisionKeys.one(revisionId),
    queryFn: ({ signal }) => apiClient.get<PriceListRevision>(`/api/staff/catalogue/revisions/${revisionId}`, { schema: priceListRevisionSchema, signal }),
  });
