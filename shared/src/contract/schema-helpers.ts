import { z } from 'zod';
import { ID_PATTERN, ISO_DAY_PATTERN, MAX_ID } from '@keepsake/shared/rules';

// Building blocks for request schemas, so what PostgreSQL would refuse is refused by the contract first,
// with SPEC §5's messages, in the browser and in the API alike (issue 13).

// PostgreSQL's integer: ids beyond it are not ids.
export const INT4_MAX = MAX_ID;

// THE id rule (issue 22): every id a request carries, in a path, a query or a body, is read with it.
// Written in a path or a form: ID_PATTERN only (`0x1`, `1e0`, `01`, `1.0`, ` 1` are not ids; in a path,
// SPEC §2's 404 through the API's validateParams). JSON numbers pass as they are, within PostgreSQL's integer.
export const numericIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && ID_PATTERN.test(value) ? Number(value) : value),
  z.number().int().min(1).max(INT4_MAX),
);

// A small count (guests, copies): a JSON whole number, or digits as a form sends them (an empty box is
// missing). `true`, `"1e1"`, `"2.0"` and `" 3"` are not counts (z.coerce would read 1, 10, 2 and 3).
export const countSchema = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value),
    z.number().int().min(min).max(max),
  );

// A calendar date `YYYY-MM-DD` that exists: `2020-13-45` and `2024-02-30` are refused, `2024-02-29` is not.
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const VALID_DATE_MESSAGE = 'Please enter a valid date';

// THE date rule (issue 22): a day that exists, `YYYY-MM-DD`. Every date a request carries is read with it,
// so `2026-02-30` is a 400 on its field and never reaches PostgreSQL (which would refuse it: a 500).
export const isoDateSchema = z.string().regex(ISO_DAY_PATTERN).refine(isCalendarDate, { message: VALID_DATE_MESSAGE });

// The same rule for a date a form may leave empty (''); a wrong one reads "Please enter a valid date".
export const optionalIsoDateSchema = z.string().refine((value) => value === '' || isoDateSchema.safeParse(value).success, { message: VALID_DATE_MESSAGE });

// Characters no text field stores: NUL (PostgreSQL's text cannot hold it) and the other C0 controls
// except tab, line feed and carriage return. Lone surrogates cannot be encoded as UTF-8.
// eslint-disable-next-line no-control-regex
export const FORBIDDEN_TEXT_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const PLAIN_TEXT_MESSAGE = 'Please enter a valid format';

// A string field that PostgreSQL can store.
export const plainTextSchema = z.string().refine((value) => !FORBIDDEN_TEXT_CHARACTERS.test(value), {
  message: PLAIN_TEXT_MESSAGE,
});
