/** @jest-environment node */
import { ApiError } from '@keepsake/shared/api-client';
import { queryClient } from './query-client';

const retry = queryClient.getDefaultOptions().queries?.retry as (failures: number, error: unknown) => boolean;

describe('the shared query client', () => {
  it('does not ask again after a 4xx: a missing page or a refused call stays as it is', () => {
    expect(retry(0, new ApiError(404, 'Not Found'))).toBe(false);
    expect(retry(0, new ApiError(403, 'Forbidden'))).toBe(false);
  });

  it('asks once more after a 5xx or a network failure, never twice', () => {
    expect(retry(0, new ApiError(503, 'Service Unavailable'))).toBe(true);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(false);
  });
});
