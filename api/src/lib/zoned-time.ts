// Wall-clock times in a named zone <-> instants, for service times the funeral home types in its own zone.
// Node 20 has no Temporal (the browsers' API the house prefers) and we add no polyfill for two functions:
// Intl's tz database gives the zone's offset at an instant, which is all the conversion needs; the wall
// clock comes from @keepsake/shared/time, the one module that asks Intl about dates (ADR 095).

import { isTimeZone, zonedParts } from '@keepsake/shared/time';

export { isTimeZone };

// The zone's offset from UTC at an instant, in milliseconds (America/Chicago in July: -5 h). Offsets are
// whole minutes in every zone the tz database has used since 1972.
function offsetAt(instant: number, timeZone: string): number {
  const wall = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * "2026-07-14" "10:00" in America/Chicago → the instant 15:00Z. A time the clocks skip (02:30 on the spring
 * change) is null, so the caller can ask for another; a time that happens twice (the autumn change) is the
 * first of the two, as Temporal's 'compatible' disambiguation chooses.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset a few hours before and after: the earlier instant that reads as this wall time wins.
  const candidates = [offsetAt(wall - 86_400_000 / 2, timeZone), offsetAt(wall + 86_400_000 / 2, timeZone)]
    .map((offset) => wall - offset)
    .sort((a, b) => a - b);
  const found = candidates.find((instant) => {
    const back = instantToZoned(new Date(instant), timeZone);
    return back.date === date && back.time === time;
  });
  return found === undefined ? null : new Date(found);
}

const two = (n: number) => String(n).padStart(2, '0');

/** The instant as the zone's calendar day and 24-hour time: { date: '2026-07-14', time: '10:00' }. */
export function instantToZoned(instant: Date, timeZone: string): { date: string; time: string } {
  const wall = zonedParts(instant, timeZone);
  return { date: `${wall.year}-${two(wall.month)}-${two(wall.day)}`, time: `${two(wall.hour)}:${two(wall.minute)}` };
}
