// Dates as a funeral home prints them, in the home's own time zone for event times.
const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

// "1938-03-14" is a calendar day, not an instant: format it in UTC so no zone shifts it a day.
export function formatDay(isoDay: string): string {
  return DAY.format(new Date(`${isoDay}T00:00:00Z`));
}

export function lifeDates(birthDate: string | null, deathDate: string): string {
  return birthDate ? `${formatDay(birthDate)} – ${formatDay(deathDate)}` : formatDay(deathDate);
}

// Making an Intl.DateTimeFormat costs far more than using one: made per call, the event dates and times were
// about 2 ms of the server's 12.5 ms render of an obituary page (a CPU profile, 2026-11-26). One per time zone
// and style instead; a home has one time zone, so these maps stay small.
export function formatsPerTimeZone(locale: string, options: Intl.DateTimeFormatOptions): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = made.get(timeZone);
    if (!format) made.set(timeZone, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
    return format;
  };
}

const EVENT_DAY = formatsPerTimeZone('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const TIME = formatsPerTimeZone('en-US', { hour: 'numeric', minute: '2-digit' });
const POSTED = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

export function formatEventDay(iso: string, timeZone: string): string {
  return EVENT_DAY(timeZone).format(new Date(iso));
}

export function formatTime(iso: string, timeZone: string): string {
  return TIME(timeZone).format(new Date(iso));
}

export function formatPosted(iso: string): string {
  return POSTED.format(new Date(iso));
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(cents: number): string {
  return USD.format(cents / 100);
}
