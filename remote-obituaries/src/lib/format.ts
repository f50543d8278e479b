// Dates as a funeral home prints them (US English), in the home's own time zone for event times.
//
// Written out here rather than by Intl: the first Intl object a page makes costs 33–43 ms in Chromium (ICU's
// start-up; each later one 0.2–3 ms), inside the obituary page's hydration, and a cheap phone is several
// times slower (issue 28, measured 2026-11-26). Only the time zone needs a library: Temporal where the
// browser has it (4–7 ms the first time), otherwise one Intl formatter per zone. The server and the browser
// write the same text from the same parts, so hydration always matches.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A wall-clock date and time: month 1–12, hour 0–23. */
interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

declare const Temporal: { Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): ZonedParts } } } | undefined;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
const PARTS_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' };

/** The date and time on a wall clock in `timeZone` at `instant`. */
function zonedParts(instant: Date, timeZone: string): ZonedParts {
  if (typeof Temporal !== 'undefined') {
    const { year, month, day, hour, minute } = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
    return { year, month, day, hour, minute };
  }
  let format = partsFormats.get(timeZone);
  if (!format) partsFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { ...PARTS_OPTIONS, timeZone })));
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

const longDate = (year: number, month: number, day: number) => `${MONTHS[month - 1]} ${day}, ${year}`;

/** "2026-11-29": the day on a wall clock in `timeZone`. */
export function isoDayIn(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// "1938-03-14" is a calendar day, not an instant: no zone shifts it a day.
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return longDate(year, month, day);
}

export function lifeDates(birthDate: string | null, deathDate: string): string {
  return birthDate ? `${formatDay(birthDate)} – ${formatDay(deathDate)}` : formatDay(deathDate);
}

/** "Saturday, November 29, 2026" where the funeral home is. */
export function formatEventDay(iso: string, timeZone: string): string {
  const { year, month, day } = zonedParts(new Date(iso), timeZone);
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${longDate(year, month, day)}`;
}

/** "2:00 PM" where the funeral home is. */
export function formatTime(iso: string, timeZone: string): string {
  const { hour, minute } = zonedParts(new Date(iso), timeZone);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

let posted: Intl.DateTimeFormat | undefined;
export function formatPosted(iso: string): string {
  posted ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  return posted.format(new Date(iso));
}

// Made on first use: only the shop's pages show prices.
let usd: Intl.NumberFormat | undefined;
export function formatPrice(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}
