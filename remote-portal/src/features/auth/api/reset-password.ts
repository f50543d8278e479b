import { apiClient } from '@keepsake/shared/api-client';

// POST /api/family/password/reset with the token from the mailed link.
export const resetPassword = (token: string, password: string) => apiClient.post<void>('/api/family/password/reset', { body: { token, password } });
