import type { ObituarySearchQuery } from '@keepsake/shared/contract/obituary';
import { ISO_DAY_PATTERN, MAX_PAGE, OBITUARY_SEARCH } from '@keepsake/shared/rules';
import { formatDay } from '@keepsake/shared/time';

// The search lives in the address (?name=…&year=…&page=…) so a result page can be shared and bookmarked.
export function searchQueryOf(params: URLSearchParams): ObituarySearchQuery & { page: number } {
  const page = Number(params.get('page'));
  const year = Number(params.get('year'));
  const day = (value: string | null) => (value && ISO_DAY_PATTERN.test(value) ? value : undefined);
  return {
    name: params.get('name')?.trim().slice(0, OBITUARY_SEARCH.nameMax) || undefined,
    year: Number.isInteger(year) && year >= OBITUARY_SEARCH.yearMin && year <= OBITUARY_SEARCH.yearMax ? year : undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

export function searchHref(query: ObituarySearchQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.name) params.set('name', query.name);
  if (query.year) params.set('year', String(query.year));
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '.';
}

export function describeSearch(query: ObituarySearchQuery): string {
  const parts: string[] = [];
  if (query.name) parts.push(`named “${query.name}”`);
  if (query.year) parts.push(`who passed in ${query.year}`);
  if (query.from && query.to) parts.push(`who passed between ${formatDay(query.from)} and ${formatDay(query.to)}`);
  else if (query.from) parts.push(`who passed on or after ${formatDay(query.from)}`);
  else if (query.to) parts.push(`who passed on or before ${formatDay(query.to)}`);
  return parts.join(', ');
}

export const REVERSED_RANGE_MESSAGE = 'The first date must be on or before the second date';

/** A range whose start is after its end finds no one: it is refused with a message instead. */
export function isReversedRange(query: Pick<ObituarySearchQuery, 'from' | 'to'>): boolean {
  return Boolean(query.from && query.to && query.from > query.to);
}

/**
 * What to try next when nothing was found, for what was searched. `years` (those that have obituaries, from
 * the API) turns a guess into a fact when the search is outside them.
 */
export function noResultsAdvice(query: ObituarySearchQuery, years?: readonly number[]): string[] {
  const advice: string[] = [];
  const known = years && years.length > 0 ? { newest: Math.max(...years), oldest: Math.min(...years) } : null;
  if (query.name) advice.push('Check the spelling, or type only the first letters of a first or last name (“ele hart”).');
  if (query.name && (query.year || query.from || query.to)) advice.push(`Search for “${query.name}” in every year: leave the year and the dates empty.`);
  if (query.year) {
    advice.push(
      years && years.length > 0 && !years.includes(query.year)
        ? `There are no obituaries from ${query.year} here; the year list shows the years that have some.`
        : `Choose “Any year”: the notice may be dated the year before or after ${query.year}.`,
    );
  }
  if (query.from || query.to) {
    advice.push('Widen the dates, or leave one of them empty.');
    const after = query.from && known && Number(query.from.slice(0, 4)) > known.newest;
    const before = query.to && known && Number(query.to.slice(0, 4)) < known.oldest;
    if (known && (after || before)) advice.push(`The obituaries here are from ${known.oldest} to ${known.newest}.`);
  }
  return advice;
}
