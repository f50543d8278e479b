import { flattenQuery, type QueryObject } from './flatten-query';

// Paging goes as query parameters: `page` always, `size` only when the call names one, so the server's
// default page size applies otherwise (SPEC §7 leaves sizes unstated).
export interface Paging {
  page: number;
  size?: number;
}

export interface UrlParts {
  baseUrl: string;
  path: string;
  version: number;
  query?: QueryObject | undefined;
  page?: Paging | undefined;
}

// Our reading of SPEC §7's "default relative API version is 0": version 0 uses the path as written
// (/api/web/...); version N > 0 inserts /vN after /api (/api/v2/web/...), or before a path that does
// not start with /api.
export function versionPath(path: string, version: number): string {
  if (version === 0) return path;
  if (path === '/api' || path.startsWith('/api/')) return `/api/v${version}${path.slice('/api'.length)}`;
  return `/api/v${version}${path}`;
}

export function buildUrl({ baseUrl, path, version, query, page }: UrlParts): string {
  const params = new URLSearchParams(query ? flattenQuery(query) : []);
  if (page) {
    params.set('page', String(page.page));
    if (page.size !== undefined) params.set('size', String(page.size));
  }
  const search = params.toString();
  const url = `${baseUrl.replace(/\/$/, '')}${versionPath(path, version)}`;
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
