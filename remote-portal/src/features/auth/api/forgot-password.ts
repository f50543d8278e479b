import { apiClient } from '@keepsake/shared/api-client';

// POST /api/family/password/forgot: the same answer whether or not the account exists.
export const forgotPassword = (email: string) => apiClient.post<void>('/api/family/password/forgot', { body: { email } });
