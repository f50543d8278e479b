import { apiClient } from '@keepsake/shared/api-client';
import { inboxDetailSchema, inboxListSchema, type InboxDetail, type InboxList, type InboxQuery, type InboxUpdate } from '@keepsake/shared/contract/staff';
import { dataRoots, queryOptions } from '@keepsake/shared/query';

// The inbox in the query cache, one tree from the data layer's root: a write names `['inbox']` as what it changed.
export const inboxKeys = {
  all: dataRoots.staffInbox,
  list: (query: InboxQuery) => [...dataRoots.staffInbox, 'list', query] as const,
  one: (itemId: string) => [...dataRoots.staffInbox, 'one', itemId] as const,
};

// GET /api/staff/inbox: plans and messages, newest first.
export const inboxListQuery = (query: InboxQuery) =>
  queryOptions({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => apiClient.get<InboxList>('/api/staff/inbox', { query: { ...query }, schema: inboxListSchema, signal }),
  });

export const inboxItemQuery = (itemId: string) =>
  queryOptions({
    queryKey: inboxKeys.one(itemId),
    queryFn: ({ signal }) => apiClient.get<InboxDetail>(`/api/staff/inbox/${encodeURIComponent(itemId)}`, { schema: inboxDetailSchema, signal }),
  });

export const updateInboxItem = (itemId: string, body: InboxUpdate) =>
  apiClient.put<InboxDetail>(`/api/staff/inbox/${encodeURIComponent(itemId)}`, { body, schema: inboxDetailSchema });

// A case from an item: the shared new-case form creates it through the cases desk (duplicate warning,
// invitation mail), then this links it.
export const linkCase = (itemId: string, caseId: number) =>
  apiClient.post<InboxDetail>(`/api/staff/inbox/${encodeURIComponent(itemId)}/case`, { body: { caseId }, schema: inboxDetailSchema });
