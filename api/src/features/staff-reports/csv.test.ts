import { amount, csvCell, toCsv } from './csv';

describe('report CSV', () => {
  it('keeps a cell that looks like a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    for (const start of ['+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(start).startsWith(`"'`)).toBe(true);
    expect(csvCell('Rosa Morales')).toBe('"Rosa Morales"');
  });

  it('writes numbers as numbers, quotes and line breaks inside one cell', () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(amount(12_345)).toBe(123.45);
    expect(toCsv(['a', 'b'], [['x\ny', 'say "hi"']])).toBe('"a","b"\r\n"x\ny","say ""hi"""\r\n');
  });
});
