import { z } from 'zod';
import { MAX_ID } from '@keepsake/shared/rules';

// Building blocks for request schemas, so what PostgreSQL would refuse is refused by the contract first,
// with SPEC §5's messages, in the browser and in the API alike (issue 13).

// PostgreSQL's integer: ids beyond it are not ids.
export const INT4_MAX = MAX_ID;

// A numeric id as it appears in a path or a form: digits only, no sign, no leading zero, no spaces, no
// hex or exponent (`0x1`, `1e0`, ` 1` are not numeric; SPEC §2: a 404). JSON numbers pass as they are.
export const numericIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value),
  z.number().int().min(1).max(INT4_MAX),
);

// A calendar date `YYYY-MM-DD` that exists: `2020-13-45` and `2024-02-30` are refused, `2024-02-29` is not.
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDate, { message: 'Please enter a valid date' });

// Characters no text field stores: NUL (PostgreSQL's text cannot hold it) and the other C0 controls
// except tab, line feed and carriage return. Lone surrogates cannot be encoded as UTF-8.
// eslint-disable-next-line no-control-regex
export const FORBIDDEN_TEXT_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const PLAIN_TEXT_MESSAGE = 'Please enter a valid format';

// A string field that PostgreSQL can store.
export const plainTextSchema = z.string().refine((value) => !FORBIDDEN_TEXT_CHARACTERS.test(value), {
  message: PLAIN_TEXT_MESSAGE,
});
