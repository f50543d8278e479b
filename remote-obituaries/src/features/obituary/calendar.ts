import type { ServiceEvent } from '@keepsake/shared/contract/obituary';
import { isoDayIn } from '@keepsake/shared/time';

// An iCalendar (RFC 5545) file for one service, made in the browser: no round trip, works offline.
const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

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

const endOf = (event: Pick<ServiceEvent, 'startsAt' | 'endsAt'>) => event.endsAt ?? new Date(new Date(event.startsAt).getTime() + 60 * 60 * 1000).toISOString();

export function googleCalendarHref(event: ServiceEvent, personName: string, pageUrl: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${event.title} for ${personName}`,
    dates: `${stamp(event.startsAt)}/${stamp(endOf(event))}`,
    details: pageUrl,
    location: `${event.placeName}, ${event.address}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export function outlookCalendarHref(event: ServiceEvent, personName: string, pageUrl: string): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: `${event.title} for ${personName}`,
    startdt: new Date(event.startsAt).toISOString(),
    enddt: new Date(endOf(event)).toISOString(),
    body: pageUrl,
    location: `${event.placeName}, ${event.address}`,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${params.toString()}`;
}

export type EventStatus = 'today' | 'upcoming' | 'past';

/** Past once it has ended; today when it is on today's date where the funeral home is; upcoming otherwise. */
export function eventStatus(event: Pick<ServiceEvent, 'startsAt' | 'endsAt'>, timeZone: string, now = new Date()): EventStatus {
  if (new Date(endOf(event)).getTime() <= now.getTime()) return 'past';
  return isoDayIn(new Date(event.startsAt), timeZone) === isoDayIn(now, timeZone) ? 'today' : 'upcoming';
}
