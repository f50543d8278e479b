import { apiClient } from '@keepsake/shared/api-client';
import type { MyRsvps } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/obituaries/{id}/rsvps/mine: this device's replies (issue 43 point 7), read in the browser
// only (the reply cookie is the visitor's, never the server render's). Types only: the obituary page's budget.
export const myRsvpsQuery = (obituaryId: number) =>
  queryOptions({
    // Under dataRoots.obituaryRsvps (spelled out: this file is types only), so a reply's `['rsvps', id]` refreshes it.
    queryKey: ['obituaries', obituaryId, 'rsvps', 'mine'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<MyRsvps>(apiPaths.myRsvps(obituaryId), { signal }),
    enabled: typeof window !== 'undefined',
    staleTime: 60_000,
  });
