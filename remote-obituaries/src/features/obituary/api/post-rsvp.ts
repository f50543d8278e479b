import { apiClient } from '@keepsake/shared/api-client';
import type { RsvpConfirmation, RsvpInput } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';

// POST /api/web/obituaries/{id}/events/{eventId}/rsvp: no account, a name and a head count.
export function postRsvp(obituaryId: number, eventId: number, body: RsvpInput): Promise<RsvpConfirmation> {
  return apiClient.post<RsvpConfirmation>(apiPaths.eventRsvp(obituaryId, eventId), { body });
}
