import { apiClient } from '@keepsake/shared/api-client';

// The Family Portal's reset mechanism for staff (api/src/features/auth/password-reset/routes.ts): the link
// lands on /studio?reset=<token>. The request answers the same whether or not the account exists.
export const forgotStaffPassword = (email: string) => apiClient.post<void>('/api/staff/password/forgot', { body: { email } });
export const resetStaffPassword = (token: string, password: string) => apiClient.post<void>('/api/staff/password/reset', { body: { token, password } });
