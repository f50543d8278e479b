import type { CaseEvent } from '@keepsake/shared/contract';
import { formatDate, formatDateTime, formatDay, lifeDates as lifeDatesOf } from '@keepsake/shared/time';

// Dates and times as the home tells them (@keepsake/shared/time, ADR 095): births and deaths are calendar
// days; service times and memories are instants on the home's clock.
export const longDate = (iso: string | null) => formatDay(iso);

export const lifeDates = (birth: string | null, death: string | null) => lifeDatesOf(birth, death);

export const serviceWhen = (event: CaseEvent, timeZone: string) => {
  const date = new Date(event.startsAt);
  if (Number.isNaN(date.getTime())) return event.startsAt;
  return formatDateTime(date, timeZone, { weekday: true });
};

export const memoryDate = (iso: string, timeZone: string) => formatDate(iso, timeZone);

export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
