import { excerptOf, nameTsQuery } from './obituary-name-query';

describe('nameTsQuery', () => {
  it('makes each word a prefix, all required', () => {
    expect(nameTsQuery('Ele  Hart')).toBe('ele:* & hart:*');
  });
  it('drops everything but letters and digits', () => {
    expect(nameTsQuery("o'brien & (x) | !")).toBe('o:* & brien:* & x:*');
    expect(nameTsQuery('José')).toBe('josé:*');
  });
  it('is null when nothing is left to search for', () => {
    expect(nameTsQuery(undefined)).toBeNull();
    expect(nameTsQuery(' &|! ')).toBeNull();
  });
});

describe('excerptOf', () => {
  it('keeps short text whole and flattens whitespace', () => {
    expect(excerptOf('One.\n\nTwo.')).toBe('One. Two.');
  });
  it('cuts at a sentence when it can, else at a word', () => {
    expect(excerptOf(`${'a'.repeat(120)}. ${'b '.repeat(60)}`, 180)).toBe(`${'a'.repeat(120)}.`);
    expect(excerptOf('word '.repeat(60), 20)).toBe('word word word word…');
  });
});
