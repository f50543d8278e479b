import { apiClient } from '@keepsake/shared/api-client';
import { rsvpLinkSchema, type RsvpChange, type RsvpLink } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// The reply the confirmation mail's link opens (issue 43 point 7): read, changed, cancelled.
export const rsvpLinkQuery = (obituaryId: number, token: string) =>
  queryOptions({
    queryKey: ['obituary', obituaryId, 'rsvp-link', token] as const,
    queryFn: () => apiClient.get<RsvpLink>(apiPaths.rsvpLink(obituaryId, token), { schema: rsvpLinkSchema }),
    retry: false,
  });
export const changeRsvp = (obituaryId: number, token: string, body: RsvpChange) =>
  apiClient.put<RsvpLink>(apiPaths.rsvpLink(obituaryId, token), { body, schema: rsvpLinkSchema });
export const cancelRsvp = (obituaryId: number, token: string) => apiClient.delete<void>(apiPaths.rsvpLink(obituaryId, token));
