// CSV that opens safely in a spreadsheet (the desk's RSVP and money exports). RFC 4180: a cell with a comma, quote
// or line break is quoted, quotes doubled, lines end CRLF. A cell a spreadsheet would read as a formula (=, +, -,
// @, a tab or a carriage return first) gets a leading apostrophe, so a visitor named "=HYPERLINK(…)" stays text
// (OWASP CSV injection). Numbers we write ourselves (amounts, counts) are numbers: a refund's minus is no formula.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvOf = (rows: readonly (readonly (string | number | null | undefined)[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
