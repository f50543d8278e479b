import type { ServiceEvent } from '@keepsake/shared/contract';

// An iCalendar (RFC 5545) file for one service, made in the browser: no round trip, works offline.
const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

// Text values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11).
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

export function eventIcs(event: ServiceEvent, personName: string, pageUrl: string, now = new Date()): string {
  const end = event.endsAt ?? new Date(new Date(event.startsAt).getTime() + 60 * 60 * 1000).toISOString();
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Keepsake//Obituaries//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@keepsake`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(`${event.title} for ${personName}`)}`,
    `LOCATION:${text(`${event.placeName}, ${event.address}`)}`,
    `DESCRIPTION:${text(pageUrl)}`,
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function icsHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

export function mapHref(event: Pick<ServiceEvent, 'placeName' | 'address'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${event.placeName}, ${event.address}`)}`;
}
