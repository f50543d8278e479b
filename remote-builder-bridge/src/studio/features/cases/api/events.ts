import { apiClient, downloadFile } from '@keepsake/shared/api-client';
import { deskEventListSchema, deskRsvpListSchema, type DeskEventBody, type DeskEventList, type DeskRsvpList } from '@keepsake/shared/contract/staff';
import { queryOptions } from '@keepsake/shared/query';
import { caseKeys } from './case-keys';

// The case's services (issue 24 §3): /api/staff/cases/:id/events, in the home's time zone.
export const eventsQuery = (caseId: number) =>
  queryOptions({
    queryKey: [...caseKeys.one(caseId), 'events'] as const,
    queryFn: ({ signal }) => apiClient.get<DeskEventList>(`/api/staff/cases/${caseId}/events`, { schema: deskEventListSchema, signal }),
  });

export const rsvpsQuery = (caseId: number, eventId: number) =>
  queryOptions({
    queryKey: [...caseKeys.one(caseId), 'events', eventId, 'rsvps'] as const,
    queryFn: ({ signal }) => apiClient.get<DeskRsvpList>(`/api/staff/cases/${caseId}/events/${eventId}/rsvps`, { schema: deskRsvpListSchema, signal }),
  });

export const saveEvent = (caseId: number, eventId: number | null, body: DeskEventBody) =>
  eventId === null
    ? apiClient.post<DeskEventList>(`/api/staff/cases/${caseId}/events`, { body, schema: deskEventListSchema })
    : apiClient.put<DeskEventList>(`/api/staff/cases/${caseId}/events/${eventId}`, { body, schema: deskEventListSchema });

export const deleteEvent = (caseId: number, eventId: number) =>
  apiClient.delete<DeskEventList>(`/api/staff/cases/${caseId}/events/${eventId}`, { schema: deskEventListSchema });

/** The replies as a CSV file, fetched with the session (a failure is said in words, not a broken tab). */
export async function downloadRsvpCsv(caseId: number, fallbackName: string): Promise<void> {
  await downloadFile(`/api/staff/cases/${caseId}/rsvps.csv`, fallbackName);
}
