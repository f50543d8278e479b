// Dates and times as every page, mail, CSV and PDF writes them: docs/decisions/095-one-formatter-for-times.md.
// No React, no zod: the API imports it too.
export {
  formatDay,
  lifeDates,
  isoDayIn,
  zoneName,
  formatDate,
  formatEventDay,
  formatTime,
  formatTimeRange,
  formatDateTime,
  formatSortableDateTime,
  formatPostedAt,
  visitorTime,
  type DateTimeStyle,
} from './format';
export { zonedParts, isTimeZone, runtimeTimeZone, type ZonedParts } from './zoned-parts';
