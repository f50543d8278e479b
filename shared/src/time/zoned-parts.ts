// The wall clock of a time zone at an instant, with the zone's short name ("EST", "CDT", "GMT+9").
// The one place that asks Intl about dates (eslint.config.mjs forbids it elsewhere): every text is written
// from these parts, so the server and the browser, whatever their own zone or ICU version, write the same
// characters and hydration matches. One formatter per zone, made on first use: making an Intl formatter costs
// far more than using one (issue 28 measured 33–43 ms for a page's first in Chromium).

/** A wall-clock date and time: month 1–12, hour 0–23, weekday 0 (Sunday) – 6. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
  /** The zone's abbreviation at that instant, as US English names it: "EST", "EDT", "CST", "GMT+9". */
  zoneName: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether this runtime knows the zone ("America/Chicago" yes, "Mars/Base" no). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The date and time on a wall clock in `timeZone` at `instant` (an unknown zone reads as UTC rather than no page). */
export function zonedParts(instant: Date | string | number, timeZone: string): ZonedParts {
  const date = instant instanceof Date ? instant : new Date(instant);
  const parts = (isTimeZone(timeZone) ? formatOf(timeZone) : formatOf('UTC')).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const year = Number(part('year'));
  const month = Number(part('month'));
  const day = Number(part('day'));
  return {
    year,
    month,
    day,
    // h23 still says "24" for midnight in some ICU versions.
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    zoneName: part('timeZoneName'),
  };
}

declare const Temporal: { Now: { timeZoneId(): string } } | undefined;

/**
 * The zone this runtime is in (the visitor's browser): what their own clock says. Temporal's answer where the
 * browser has it: the first Intl.DateTimeFormat of a page builds ICU's date patterns, 22–62 ms at 1× CPU in
 * Chromium against 0.4–6.5 ms (measured), and a page without dates would pay it for the API's X-TimeZone
 * header alone, inside its start-up.
 */
export function runtimeTimeZone(): string {
  return typeof Temporal === 'undefined' ? new Intl.DateTimeFormat().resolvedOptions().timeZone : Temporal.Now.timeZoneId();
}
