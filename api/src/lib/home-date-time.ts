/**
 * A moment as the funeral home tells it: in the home's time zone with the zone named ("EST"), so a
 * signature at 11 p.m. is not dated the next day and a service reads at the hour the family announced,
 * whatever zone the server runs in. One wording for what the API prints itself: the statement PDF's
 * signature record and the keepsake book's and offline page's service times (with the weekday).
 */
export function homeDateTime(instant: string | Date, timeZone: string, { weekday = false }: { weekday?: boolean } = {}): string {
  return new Intl.DateTimeFormat('en-US', {
    ...(weekday ? { weekday: 'long' as const } : {}),
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));
}
