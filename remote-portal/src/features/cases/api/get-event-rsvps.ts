import { apiClient } from '@keepsake/shared/api-client';
import type { ObituaryRsvps } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';
import { familyKeys } from '../../../api/family-keys';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/obituaries/{id}/rsvps: the funeral home's head count per event (staff of the site only;
// ADR 023). The obituary id is the one in the case's public address.
export const eventRsvpsQuery = (caseId: number, obituaryId: number | null) =>
  queryOptions({
    queryKey: familyKeys.rsvps(caseId, obituaryId),
    queryFn: () => apiClient.get<ObituaryRsvps>(apiPaths.obituaryRsvps(obituaryId!)),
    enabled: obituaryId !== null,
  });

/** "/obituaries/12/rosa-ines-morales" → 12; null before the obituary is published. */
export function obituaryIdOf(publicPath: string | null | undefined): number | null {
  const id = Number(publicPath?.split('/')[2]);
  return Number.isInteger(id) && id > 0 ? id : null;
}
