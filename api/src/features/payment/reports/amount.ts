// Cents as a plain decimal a spreadsheet sums: 12345 → 123.45, -500 → -5.
export const amount = (cents: number) => Number((cents / 100).toFixed(2));
