// RSVPs as a spreadsheet (issue 24 §3). RFC 4180 quoting, and no cell a spreadsheet would run as a formula:
// a visitor types their own name, so "=HYPERLINK(…)" or "@SUM(…)" is text with a leading apostrophe (OWASP
// CSV injection). Numbers we write ourselves are not touched.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvOf = (rows: (string | number)[][]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
