// How every page, mail, CSV and PDF writes a date or a time (US English, as a funeral home prints them).
// Two kinds, never mixed:
// - an instant (an order, a signature, a service) is written on the funeral home's wall clock, named with the
//   zone's abbreviation ("5:00 PM EST"), so a relative abroad or a server in UTC does not shift it;
// - a calendar day (a birth, a death, a price list's effective day) is a day, not an instant: no zone moves it.
import { zonedParts, type ZonedParts } from './zoned-parts';

type Instant = Date | string | number;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const two = (n: number) => String(n).padStart(2, '0');

const monthName = (month: number, short: boolean) => (short ? MONTHS[month - 1]!.slice(0, 3) : MONTHS[month - 1]!);
const dayText = ({ year, month, day }: Pick<ZonedParts, 'year' | 'month' | 'day'>, short = false) => `${monthName(month, short)} ${day}, ${year}`;
const clock = ({ hour, minute }: Pick<ZonedParts, 'hour' | 'minute'>) => `${hour % 12 === 0 ? 12 : hour % 12}:${two(minute)} ${hour < 12 ? 'AM' : 'PM'}`;

// Calendar days ------------------------------------------------------------------------------------------

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** "1945-06-12" → "June 12, 1945" (`short`: "Jun 12, 1945"); '' for no day or not a day. */
export function formatDay(isoDay: string | null | undefined, { short = false }: { short?: boolean } = {}): string {
  const match = isoDay ? ISO_DAY.exec(isoDay) : null;
  if (!match) return '';
  return dayText({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, short);
}

/** "June 12, 1945 – March 3, 2026", or the one day that is known. */
export function lifeDates(birthDay: string | null | undefined, deathDay: string | null | undefined): string {
  const birth = formatDay(birthDay);
  const death = formatDay(deathDay);
  if (birth && death) return `${birth} – ${death}`;
  return death || birth;
}

// Instants, on the home's wall clock -------------------------------------------------------------------

/** "2026-11-29": the day on the wall clock of `timeZone` (what "today" is for the home). */
export function isoDayIn(instant: Instant, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${two(month)}-${two(day)}`;
}

/** "EST" / "EDT": the zone's abbreviation at that instant. */
export function zoneName(instant: Instant, timeZone: string): string {
  return zonedParts(instant, timeZone).zoneName;
}

/** "November 27, 2026" (`short`: "Nov 27, 2026"): the day an instant fell on where the home is. */
export function formatDate(instant: Instant, timeZone: string, { short = false }: { short?: boolean } = {}): string {
  return dayText(zonedParts(instant, timeZone), short);
}

/** "Saturday, November 29, 2026" where the home is. */
export function formatEventDay(instant: Instant, timeZone: string): string {
  const parts = zonedParts(instant, timeZone);
  return `${WEEKDAYS[parts.weekday]}, ${dayText(parts)}`;
}

/** "2:00 PM" where the home is; `zone`: "2:00 PM EST". */
export function formatTime(instant: Instant, timeZone: string, { zone = false }: { zone?: boolean } = {}): string {
  const parts = zonedParts(instant, timeZone);
  return zone ? `${clock(parts)} ${parts.zoneName}` : clock(parts);
}

/** "4:00 PM – 7:00 PM EST" (one zone name, at the end), or "4:00 PM EST" with no end. */
export function formatTimeRange(start: Instant, end: Instant | null | undefined, timeZone: string): string {
  if (!end) return formatTime(start, timeZone, { zone: true });
  return `${formatTime(start, timeZone)} – ${formatTime(end, timeZone, { zone: true })}`;
}

export interface DateTimeStyle {
  /** "Friday, November 27, 2026 at 5:00 PM EST" */
  weekday?: boolean;
  /** "Nov 27, 2026, 5:00 PM EST": for tables and lists. */
  short?: boolean;
}

/** "November 27, 2026 at 5:00 PM EST": an instant where the home is, its zone named. */
export function formatDateTime(instant: Instant, timeZone: string, { weekday = false, short = false }: DateTimeStyle = {}): string {
  const parts = zonedParts(instant, timeZone);
  const time = `${clock(parts)} ${parts.zoneName}`;
  if (short) return `${dayText(parts, true)}, ${time}`;
  return `${weekday ? `${WEEKDAYS[parts.weekday]}, ` : ''}${dayText(parts)} at ${time}`;
}

/** "2026-11-27 17:47 EST": sortable, for a spreadsheet (the CSV reports), still on the home's clock and named. */
export function formatSortableDateTime(instant: Instant, timeZone: string): string {
  const parts = zonedParts(instant, timeZone);
  return `${parts.year}-${two(parts.month)}-${two(parts.day)} ${two(parts.hour)}:${two(parts.minute)} ${parts.zoneName}`;
}

/**
 * "Nov 27, 9:13 PM": a memory or comment on the wall, where the home is, no seconds (issue 43.9); the year
 * only when it is not this year ("Dec 30, 2025, 9:13 PM").
 */
export function formatPostedAt(instant: Instant, timeZone: string, now: Instant = new Date()): string {
  const parts = zonedParts(instant, timeZone);
  const year = parts.year === zonedParts(now, timeZone).year ? '' : `, ${parts.year}`;
  return `${monthName(parts.month, true)} ${parts.day}${year}, ${clock(parts)}`;
}

// The visitor's own clock beside the home's ----------------------------------------------------------------

/** Whether two zones' wall clocks read the same at that instant (then the visitor needs no second time). */
function sameWallClock(instant: Instant, a: string, b: string): boolean {
  // The usual visitor is in the home's own zone: no second formatter for them (each is costly to build, issue 44).
  if (a === b) return true;
  const x = zonedParts(instant, a);
  const y = zonedParts(instant, b);
  return x.year === y.year && x.month === y.month && x.day === y.day && x.hour === y.hour && x.minute === y.minute;
}

/**
 * "6:00 AM your time" (or "6:00 AM – 9:00 AM your time") for a visitor whose clock is not the home's, with
 * the visitor's weekday when their day is not the home's ("6:00 AM Sunday your time"); null when their clock
 * reads as the home's.
 */
export function visitorTime(start: Instant, end: Instant | null | undefined, homeZone: string, visitorZone: string): string | null {
  if (sameWallClock(start, homeZone, visitorZone)) return null;
  const home = zonedParts(start, homeZone);
  const theirs = zonedParts(start, visitorZone);
  const otherDay = home.day !== theirs.day || home.month !== theirs.month || home.year !== theirs.year;
  const range = end ? `${clock(theirs)} – ${clock(zonedParts(end, visitorZone))}` : clock(theirs);
  return `${range}${otherDay ? ` ${WEEKDAYS[theirs.weekday]}` : ''} your time`;
}
