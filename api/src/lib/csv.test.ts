import { csvCell, csvOf } from './csv';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Ruiz, Ana')).toBe('"Ruiz, Ana"');
    expect(csvCell('Ana "Annie" Ruiz')).toBe('"Ana ""Annie"" Ruiz"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvOf([['a', 2]])).toBe('a,2\r\n');
  });

  it('never lets a name start a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell(-3)).toBe('-3');
  });
});

it('leaves an empty cell empty and a plain one unquoted', () => {
  expect(csvOf([['Rosa Morales', null, undefined, 12.5]])).toBe('Rosa Morales,,,12.5\r\n');
});
