// "June 2, 2025", in the funeral home's own time zone so every visitor sees the same date.
export function formatDate(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
  }
}
