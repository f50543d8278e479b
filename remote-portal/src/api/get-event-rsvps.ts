import { apiClient } from '@keepsake/shared/api-client';
import type { ObituaryRsvps } from '@keepsake/shared/contract';

// GET /api/web/obituaries/{id}/rsvps: the funeral home's head count per event (staff of the site only;
// ADR 023). The obituary id is the one in the case's public address.
export const getEventRsvps = (obituaryId: number) => apiClient.get<ObituaryRsvps>(`/api/web/obituaries/${obituaryId}/rsvps`);

/** "/obituaries/12/rosa-ines-morales" → 12; null before the obituary is published. */
export function obituaryIdOf(publicPath: string | null | undefined): number | null {
  const id = Number(publicPath?.split('/')[2]);
  return Number.isInteger(id) && id > 0 ? id : null;
}
