import { apiClient } from '@keepsake/shared/api-client';
import { BUILDER_PRESENCE_API, PRESENCE_HEARTBEAT_SECONDS, presenceSchema, type Presence } from '@keepsake/shared/contract/website';
import { queryOptions } from '@keepsake/shared/query';
import { builderKeys } from './builder-keys';

/**
 * The studio's heartbeat: "I am in the draft, on this page", answered with who else is. A query that
 * re-runs every PRESENCE_HEARTBEAT_SECONDS (also in a background tab: staff who only look still count).
 */
export const presenceQuery = (path: string) =>
  queryOptions({
    queryKey: [...builderKeys.all, 'presence', path] as const,
    queryFn: ({ signal }) => apiClient.put<Presence>(BUILDER_PRESENCE_API, { body: { path }, schema: presenceSchema, signal }),
    refetchInterval: PRESENCE_HEARTBEAT_SECONDS * 1000,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });

/** Leaving the studio: the others stop seeing this staff member at once instead of after the stale window. */
export const leavePresence = () => apiClient.delete<void>(BUILDER_PRESENCE_API).catch(() => undefined);
