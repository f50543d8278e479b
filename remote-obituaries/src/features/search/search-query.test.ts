/** @jest-environment node */
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
    expect(noResultsAdvice({ name: 'a', from: '2024-01-01' })).toEqual([
      expect.stringMatching(/spelling/),
      'Search for “a” in every year: leave the year and the dates empty.',
      expect.stringMatching(/Widen the dates/),
    ]);
  });

  it('uses the years that have obituaries when it knows them', () => {
    const years = [2026, 2025, 2024];
    expect(noResultsAdvice({ year: 2019 }, years)).toEqual(['There are no obituaries from 2019 here; the year list shows the years that have some.']);
    expect(noResultsAdvice({ year: 2025 }, years)).toEqual([expect.stringMatching(/Any year.*2025/)]);
    expect(noResultsAdvice({ from: '1990-01-01', to: '1990-12-31' }, years)).toEqual([
      'Widen the dates, or leave one of them empty.',
      'The obituaries here are from 2024 to 2026.',
    ]);
    expect(noResultsAdvice({ from: '2025-01-01', to: '2025-02-01' }, years)).toHaveLength(1);
  });
});
