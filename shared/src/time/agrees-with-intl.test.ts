/** @jest-environment node */
import { formatDay, formatEventDay, formatTime, isoDayIn, lifeDates } from './format';

// The text written out from parts must be what Intl writes (en-US), in every zone, across the DST changes.
const ZONES = ['America/New_York', 'America/Los_Angeles', 'America/Phoenix', 'Pacific/Honolulu', 'Europe/London', 'Asia/Kolkata', 'UTC'];
const instants = Array.from({ length: 120 }, (_, index) => new Date(Date.UTC(2026, 0, 1) + index * 73 * 60 * 60 * 1000 + index * 7 * 60 * 1000));
// The minutes either side of midnight and noon, and of New York's spring and autumn changes.
instants.push(new Date('2026-03-08T06:59:00Z'), new Date('2026-03-08T07:00:00Z'), new Date('2026-11-01T05:59:00Z'), new Date('2026-11-01T06:00:00Z'));

describe('dates as a funeral home prints them', () => {
  it('writes event days and times as Intl does, in the home’s time zone', () => {
    for (const timeZone of ZONES) {
      const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone });
      const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
      const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
      for (const instant of instants) {
        const iso = instant.toISOString();
        expect([formatEventDay(iso, timeZone), formatTime(iso, timeZone), isoDayIn(instant, timeZone)]).toEqual([
          day.format(instant),
          time.format(instant).replace(/\u202f/g, ' '),
          isoDay.format(instant),
        ]);
      }
    }
  });

  it('writes a calendar day without shifting it', () => {
    expect(formatDay('1938-03-14')).toBe('March 14, 1938');
    expect(lifeDates('1938-03-14', '2026-01-01')).toBe('March 14, 1938 – January 1, 2026');
    expect(lifeDates(null, '2026-12-31')).toBe('December 31, 2026');
    expect(formatTime('2026-06-01T04:05:00Z', 'UTC')).toBe('4:05 AM');
    expect(formatTime('2026-06-01T00:00:00Z', 'UTC')).toBe('12:00 AM');
    expect(formatTime('2026-06-01T12:30:00Z', 'UTC')).toBe('12:30 PM');
  });
});
