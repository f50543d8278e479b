import type { CaseEvent } from '@keepsake/shared/contract';
import { homeDateTime } from '../../lib/home-date-time';

// Dates and times as the home tells them: service times in the home's time zone (docs/architecture.md).
export const longDate = (iso: string | null) =>
  iso ? new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : '';

export const lifeDates = (birth: string | null, death: string | null) => [longDate(birth), longDate(death)].filter(Boolean).join(' – ');

export const serviceWhen = (event: CaseEvent, timeZone: string) => {
  const date = new Date(event.startsAt);
  if (Number.isNaN(date.getTime())) return event.startsAt;
  return homeDateTime(date, timeZone, { weekday: true });
};

export const memoryDate = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });

export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
