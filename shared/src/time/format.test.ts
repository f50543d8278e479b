import {
  formatDate,
  formatDateTime,
  formatSortableDateTime,
  formatDay,
  formatEventDay,
  formatPostedAt,
  formatTime,
  formatTimeRange,
  isoDayIn,
  lifeDates,
  visitorTime,
  zoneName,
} from './format';
import { isTimeZone, zonedParts } from './zoned-parts';

const NY = 'America/New_York';

describe('instants, on the home’s wall clock', () => {
  // 22:47Z on Nov 27 is 5:47 PM in New York (EST), 7:47 AM the next day in Tokyo.
  const order = '2026-11-27T22:47:00Z';

  it('writes the home’s time with its zone whatever zone the runtime is in', () => {
    expect(formatDateTime(order, NY)).toBe('November 27, 2026 at 5:47 PM EST');
    expect(formatDateTime(order, NY, { short: true })).toBe('Nov 27, 2026, 5:47 PM EST');
    expect(formatDateTime(order, NY, { weekday: true })).toBe('Friday, November 27, 2026 at 5:47 PM EST');
    expect(formatDateTime(order, 'America/Chicago', { short: true })).toBe('Nov 27, 2026, 4:47 PM CST');
    expect(formatDateTime(order, 'Asia/Tokyo', { short: true })).toBe('Nov 28, 2026, 7:47 AM GMT+9');
    expect(formatSortableDateTime(new Date(order), NY)).toBe('2026-11-27 17:47 EST');
  });

  it('names daylight time in summer and standard time in winter', () => {
    expect(formatTime('2026-07-14T15:00:00Z', NY, { zone: true })).toBe('11:00 AM EDT');
    expect(formatTime('2026-01-14T15:00:00Z', NY, { zone: true })).toBe('10:00 AM EST');
    expect(zoneName('2026-07-14T15:00:00Z', 'America/Los_Angeles')).toBe('PDT');
    expect(zoneName('2026-01-14T15:00:00Z', 'America/Denver')).toBe('MST');
    // Arizona keeps standard time all year.
    expect(zoneName('2026-07-14T15:00:00Z', 'America/Phoenix')).toBe('MST');
  });

  it('follows the clock across the spring and autumn changes', () => {
    // 2026-03-08: 1:59 AM EST is followed by 3:00 AM EDT.
    expect(formatTime('2026-03-08T06:59:00Z', NY, { zone: true })).toBe('1:59 AM EST');
    expect(formatTime('2026-03-08T07:00:00Z', NY, { zone: true })).toBe('3:00 AM EDT');
    // 2026-11-01: 1:30 AM happens twice, first EDT then EST.
    expect(formatTime('2026-11-01T05:30:00Z', NY, { zone: true })).toBe('1:30 AM EDT');
    expect(formatTime('2026-11-01T06:30:00Z', NY, { zone: true })).toBe('1:30 AM EST');
  });

  it('writes midnight and noon as a clock does', () => {
    expect(formatTime('2026-11-28T05:00:00Z', NY)).toBe('12:00 AM');
    expect(formatTime('2026-11-28T17:05:00Z', NY)).toBe('12:05 PM');
  });

  it('dates an instant on the home’s day, not UTC’s', () => {
    // 11:30 PM in Chicago is already the next day in UTC.
    const late = '2026-11-28T05:30:00Z';
    expect(isoDayIn(late, 'America/Chicago')).toBe('2026-11-27');
    expect(formatDate(late, 'America/Chicago')).toBe('November 27, 2026');
    expect(formatDate(late, 'America/Chicago', { short: true })).toBe('Nov 27, 2026');
    expect(formatEventDay(late, 'America/Chicago')).toBe('Friday, November 27, 2026');
  });

  it('writes a range with one zone name', () => {
    expect(formatTimeRange('2026-11-29T21:00:00Z', '2026-11-30T00:00:00Z', NY)).toBe('4:00 PM – 7:00 PM EST');
    expect(formatTimeRange('2026-11-29T21:00:00Z', null, NY)).toBe('4:00 PM EST');
  });

  it('writes wall posts as "Nov 27, 9:13 PM", without seconds, the year only when not this year', () => {
    const now = '2026-11-28T12:00:00Z';
    expect(formatPostedAt('2026-11-28T02:13:45Z', NY, now)).toBe('Nov 27, 9:13 PM');
    expect(formatPostedAt('2025-12-31T02:13:00Z', NY, now)).toBe('Dec 30, 2025, 9:13 PM');
  });

  it('reads an unknown zone as UTC rather than failing the page', () => {
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(NY)).toBe(true);
    expect(zonedParts('2026-11-27T22:47:00Z', 'Mars/Olympus')).toMatchObject({ hour: 22, minute: 47, zoneName: 'UTC' });
  });
});

describe('the visitor’s own time beside the home’s', () => {
  const service = '2026-11-29T21:00:00Z'; // 4:00 PM EST, 6:00 AM Monday in Tokyo

  it('is the visitor’s clock, with their weekday when their day differs', () => {
    expect(visitorTime(service, null, NY, 'Asia/Tokyo')).toBe('6:00 AM Monday your time');
    expect(visitorTime(service, '2026-11-30T00:00:00Z', NY, 'Asia/Tokyo')).toBe('6:00 AM – 9:00 AM Monday your time');
    expect(visitorTime(service, null, NY, 'America/Chicago')).toBe('3:00 PM your time');
  });

  it('is nothing for a visitor whose clock reads as the home’s', () => {
    expect(visitorTime(service, null, NY, NY)).toBeNull();
    expect(visitorTime(service, null, NY, 'America/Toronto')).toBeNull();
  });
});

describe('calendar days', () => {
  it('are days, which no zone shifts', () => {
    expect(formatDay('1945-06-12')).toBe('June 12, 1945');
    expect(formatDay('1945-06-12', { short: true })).toBe('Jun 12, 1945');
    expect(formatDay('2026-01-01T00:00:00.000Z')).toBe('January 1, 2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('not a day')).toBe('');
  });

  it('make life dates from what is known', () => {
    expect(lifeDates('1945-06-12', '2026-11-20')).toBe('June 12, 1945 – November 20, 2026');
    expect(lifeDates(null, '2026-11-20')).toBe('November 20, 2026');
    expect(lifeDates('1945-06-12', null)).toBe('June 12, 1945');
  });
});
