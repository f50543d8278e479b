import type { ObituarySearchQuery } from '@keepsake/shared/contract';

// The search lives in the address (?name=…&year=…&page=…) so a result page can be shared and bookmarked.
export function searchQueryOf(params: URLSearchParams): ObituarySearchQuery & { page: number } {
  const page = Number(params.get('page'));
  const year = Number(params.get('year'));
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return {
    name: params.get('name')?.trim().slice(0, 100) || undefined,
    year: Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
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
  if (query.from || query.to) parts.push(`who passed ${query.from ? `from ${query.from}` : ''}${query.from && query.to ? ' ' : ''}${query.to ? `to ${query.to}` : ''}`);
  return parts.join(', ');
}
