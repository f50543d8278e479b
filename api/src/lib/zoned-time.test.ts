import { instantToZoned, isTimeZone, zonedToInstant } from './zoned-time';

describe('zoned time', () => {
  it('reads 10:00 in Chicago as the same wall time in summer and in winter', () => {
    expect(zonedToInstant('2026-07-14', '10:00', 'America/Chicago')!.toISOString()).toBe('2026-07-14T15:00:00.000Z');
    expect(zonedToInstant('2027-01-14', '10:00', 'America/Chicago')!.toISOString()).toBe('2027-01-14T16:00:00.000Z');
    expect(instantToZoned(new Date('2026-07-14T15:00:00Z'), 'America/Chicago')).toEqual({ date: '2026-07-14', time: '10:00' });
    expect(instantToZoned(new Date('2027-01-14T16:00:00Z'), 'America/Chicago')).toEqual({ date: '2027-01-14', time: '10:00' });
  });

  it('refuses a time the clocks skip and takes the first of a time that happens twice', () => {
    expect(zonedToInstant('2026-03-08', '02:30', 'America/Chicago')).toBeNull();
    expect(zonedToInstant('2026-11-01', '01:30', 'America/Chicago')!.toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(zonedToInstant('2026-11-01', '23:45', 'Pacific/Chatham')!.toISOString()).toBe('2026-11-01T10:00:00.000Z');
  });

  it('knows a zone from a made-up one', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
