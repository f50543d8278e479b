import { ApiError } from '@keepsake/shared/api-client';

/** What a failed call says to the family: the API's own words when it sent some, else the fallback. */
export const messageOf = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof ApiError && error.body?.message ? error.body.message : fallback;
