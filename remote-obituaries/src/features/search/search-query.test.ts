import { describeSearch, isReversedRange, noResultsAdvice, searchHref, searchQueryOf } from './search-query';

describe('the search in the address', () => {
  it('reads name, year, dates and page, ignoring what is not valid', () => {
    expect(searchQueryOf(new URLSearchParams('name=%20Hart%20&year=2024&from=2024-01-01&to=bad&page=3'))).toEqual({
      name: 'Hart',
      year: 2024,
      from: '2024-01-01',
      to: undefined,
      page: 3,
    });
    expect(searchQueryOf(new URLSearchParams('year=soon&page=-2'))).toMatchObject({ year: undefined, page: 1 });
  });

  it('writes a shareable link, leaving page 1 out', () => {
    expect(searchHref({ name: 'Hart', year: 2024 }, 2)).toBe('?name=Hart&year=2024&page=2');
    expect(searchHref({}, 1)).toBe('.');
  });

  it('describes the search for the results heading', () => {
    expect(describeSearch({ name: 'Hart', year: 2024 })).toBe('named “Hart”, who passed in 2024');
    expect(describeSearch({ from: '2024-01-01' })).toBe('who passed on or after January 1, 2024');
    expect(describeSearch({ from: '2024-01-01', to: '2024-03-31' })).toBe('who passed between January 1, 2024 and March 31, 2024');
  });

  it('refuses a reversed range, and advises for what was searched', () => {
    expect(isReversedRange({ from: '2024-03-01', to: '2024-01-01' })).toBe(true);
    expect(isReversedRange({ from: '2024-01-01', to: '2024-01-01' })).toBe(false);
    expect(isReversedRange({ from: '2024-03-01' })).toBe(false);
    expect(noResultsAdvice({ name: 'zz' })).toEqual([expect.stringMatching(/spelling/)]);
    expect(noResultsAdvice({ year: 2019 })).toEqual([expect.stringMatching(/Any year.*2019/)]);
    expect(noResultsAdvice({ name: 'a', from: '2024-01-01' })).toHaveLength(2);
  });
});
