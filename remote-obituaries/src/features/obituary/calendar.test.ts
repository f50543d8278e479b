import type { ServiceEvent } from '@keepsake/shared/contract';
import { eventIcs, icsHref, mapHref } from './calendar';

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
    expect(mapHref(event)).toBe('https://www.google.com/maps/search/?api=1&query=First%20Church%3B%20Chapel%2C%2014%20Church%20Street%2C%20Alder%20Falls%2C%20VT');
  });
});
