// Dates as a family reads them. Stored dates are calendar days: formatted in UTC so no zone shifts them.
const dayFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatDay(isoDay: string | null): string | null {
  if (!isoDay) return null;
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : dayFormat.format(date);
}

export function lifeDates(birthDate: string | null, deathDate: string | null): string {
  const birth = formatDay(birthDate);
  const death = formatDay(deathDate);
  if (birth && death) return `${birth} – ${death}`;
  return death ?? birth ?? '';
}

export function formatEventTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // The home's zone, named ("10:00 AM CDT"), so a relative far away does not read it as theirs.
    ...(timeZone ? { timeZone, timeZoneName: 'short' as const } : {}),
  }).format(new Date(iso));
}

export const listOfNames = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);
