import { ApiError } from '@keepsake/shared/api-client';
import { notFound, PageError } from '@keepsake/shared/page-error';

// A read the page cannot do without becomes the global error page (SPEC §8): a 404 is "Page Not Found".
export function toPageError(error: unknown): PageError {
  if (error instanceof ApiError) return error.status === 404 ? notFound() : new PageError(error.status, error.label);
  return new PageError(500, 'Internal Server Error');
}

export const messageOf = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof ApiError && error.body?.message ? error.body.message : fallback;
