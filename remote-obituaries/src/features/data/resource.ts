import { ApiError } from '@keepsake/shared/api-client';
import { PageError } from '@keepsake/shared/page-error';

// Requests keyed by URL, read with React's `use()` so the shell's Suspense shows the loading state and
// its boundary shows the error page.
const MAX_ENTRIES = 40;
const FAILURE_TTL_MS = 10_000;
const cache = new Map<string, Promise<unknown>>();

// The API's 404 is the page's 404 (SPEC §8 "Page Not Found"); other failures keep status and label.
export function toPageError(error: unknown): unknown {
  if (error instanceof ApiError) {
    return error.status === 404 ? new PageError(404, 'Page Not Found') : new PageError(error.status, error.label);
  }
  return error;
}

export function resource<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const cached = cache.get(key);
  if (cached) return cached as Promise<T>;
  const request: Promise<T> = fetcher().catch((error: unknown) => {
    // Kept a little while: React renders again after a rejection and must read the same failure, not
    // start a new request; after that a visit asks again.
    setTimeout(() => {
      if (cache.get(key) === request) cache.delete(key);
    }, FAILURE_TTL_MS);
    throw toPageError(error);
  });
  cache.set(key, request);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return request;
}

// After a write, the next read of these keys asks the API again.
export function forgetResources(prefix: string): void {
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}

export function primeResource<T>(key: string, value: T): void {
  cache.set(key, Promise.resolve(value));
}
