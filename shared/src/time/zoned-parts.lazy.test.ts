// Issue 44: the dates module is on every public page's start path (a shared chunk of the shell). Evaluating it
// must build no Intl formatter: the first one builds ICU's date patterns, a page's costliest date call. A
// formatter is built on first use, one per zone, and reused after.

describe('the dates module builds its formatters lazily', () => {
  const RealFormat = Intl.DateTimeFormat;
  let built: string[];

  beforeEach(() => {
    built = [];
    jest.resetModules();
    const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built.push(args[1]?.timeZone ?? '(runtime)');
      return new RealFormat(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Counting.supportedLocalesOf = RealFormat.supportedLocalesOf;
    Intl.DateTimeFormat = Counting;
  });

  afterEach(() => {
    Intl.DateTimeFormat = RealFormat;
  });

  it('builds none when evaluated, one per zone on first use, none again', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const time = require('./index') as typeof import('./index');
    expect(built).toEqual([]);

    expect(time.formatDateTime('2026-11-27T22:47:00Z', 'America/New_York')).toBe('November 27, 2026 at 5:47 PM EST');
    expect(built).toEqual(['America/New_York']);

    time.formatEventDay('2026-11-28T15:00:00Z', 'America/New_York');
    time.isoDayIn(new Date('2026-11-28T15:00:00Z'), 'America/New_York');
    time.formatTime('2026-11-28T15:00:00Z', 'Asia/Tokyo');
    time.formatDate('2026-11-29T15:00:00Z', 'Asia/Tokyo');
    expect(built).toEqual(['America/New_York', 'Asia/Tokyo']);

    // Calendar days are written from the ISO string, never through Intl.
    time.lifeDates('1931-03-04', '2026-11-20');
    time.formatDay('2026-11-20');
    expect(built).toEqual(['America/New_York', 'Asia/Tokyo']);

    // A visitor in the home's own zone (the usual one) needs no second time, and no formatter of their zone.
    expect(time.visitorTime('2026-11-28T15:00:00Z', null, 'America/Chicago', 'America/Chicago')).toBeNull();
    expect(built).toEqual(['America/New_York', 'Asia/Tokyo']);
    expect(time.visitorTime('2026-11-28T15:00:00Z', null, 'America/New_York', 'Asia/Tokyo')).toBe('12:00 AM Sunday your time');
    expect(built).toEqual(['America/New_York', 'Asia/Tokyo']);
  });
});
