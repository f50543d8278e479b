/** @jest-environment node */
import type { ServiceEvent } from '@keepsake/shared/contract/obituary';
import { eventIcs, eventStatus, googleCalendarHref, icsHref, mapHref, outlookCalendarHref } from './calendar';

const event: ServiceEvent = {
  id: 7,
  kind: 'service',
  title: 'Funeral Service',
  startsAt: '2025-03-14T15:00:00.000Z',
  endsAt: null,
  placeName: 'First Church; Chapel',
  address: '14 Church Street, Alder Falls, VT',
};

describe('the add-to-calendar file', () => {
  const ics = eventIcs(event, 'Eleanor Hartwell', 'https://example.test/obituaries/1/eleanor', new Date('2025-03-01T00:00:00Z'));

  it('is one VEVENT in UTC, an hour long when no end is known', () => {
    expect(ics).toContain('DTSTART:20250314T150000Z\r\n');
    expect(ics).toContain('DTEND:20250314T160000Z\r\n');
    expect(ics).toContain('DTSTAMP:20250301T000000Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes text values', () => {
    expect(ics).toContain('SUMMARY:Funeral Service for Eleanor Hartwell\r\n');
    expect(ics).toContain('LOCATION:First Church\\; Chapel\\, 14 Church Street\\, Alder Falls\\, VT\r\n');
  });

  it('downloads as a data URL and maps by place and address', () => {
    expect(icsHref('A B')).toBe('data:text/calendar;charset=utf-8,A%20B');
    expect(mapHref(event)).toBe(
      'https://www.google.com/maps/search/?api=1&query=First%20Church%3B%20Chapel%2C%2014%20Church%20Street%2C%20Alder%20Falls%2C%20VT',
    );
  });
});

describe('event status and calendar choices', () => {
  const zone = 'America/New_York';
  it("is today on the funeral home's date until it ends, then past; upcoming before that day", () => {
    // 15:00 UTC is 10:00 in New York.
    expect(eventStatus(event, zone, new Date('2025-03-14T05:00:00Z'))).toBe('today');
    expect(eventStatus(event, zone, new Date('2025-03-14T15:30:00Z'))).toBe('today');
    expect(eventStatus(event, zone, new Date('2025-03-14T16:00:00Z'))).toBe('past');
    expect(eventStatus(event, zone, new Date('2025-03-14T03:00:00Z'))).toBe('upcoming');
  });

  it('opens Google and Outlook with the event filled in', () => {
    const google = new URL(googleCalendarHref(event, 'Eleanor Hartwell', 'https://example.test/o'));
    expect(google.searchParams.get('dates')).toBe('20250314T150000Z/20250314T160000Z');
    expect(google.searchParams.get('text')).toBe('Funeral Service for Eleanor Hartwell');
    const outlook = new URL(outlookCalendarHref(event, 'Eleanor Hartwell', 'https://example.test/o'));
    expect(outlook.searchParams.get('startdt')).toBe('2025-03-14T15:00:00.000Z');
    expect(outlook.searchParams.get('location')).toBe('First Church; Chapel, 14 Church Street, Alder Falls, VT');
  });
});
