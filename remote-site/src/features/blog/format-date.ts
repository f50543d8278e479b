// Made once per time zone: an Intl.DateTimeFormat costs far more to make than to use, and a blog page
// formats a date per article, on the server for every render (a CPU profile, 2026-11-26).
const formats = new Map<string, Intl.DateTimeFormat>();

function longDateIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone });
    } catch {
      // Not a zone this runtime knows: the date as the runtime's own zone has it, rather than no page.
      format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
    }
    formats.set(timeZone, format);
  }
  return format;
}

// "June 2, 2025", in the funeral home's own time zone so every visitor sees the same date.
export function formatDate(iso: string, timeZone: string): string {
  return longDateIn(timeZone).format(new Date(iso));
}
