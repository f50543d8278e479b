// CSV that opens safely in a spreadsheet (issue 25 point 8). A cell a spreadsheet would read as a formula
// (=, +, -, @, a tab or a carriage return first) gets a leading apostrophe, so a purchaser named
// "=HYPERLINK(…)" stays text; every cell is quoted, quotes doubled, lines end CRLF (RFC 4180).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  // Our own numbers (amounts, quantities) are numbers: a refund's minus sign is not a formula.
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

// Cents as a plain decimal a spreadsheet sums: 12345 → 123.45, -500 → -5.00.
export const amount = (cents: number) => Number((cents / 100).toFixed(2));
