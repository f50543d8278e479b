import { apiClient } from '@keepsake/shared/api-client';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/password/reset with the token from the mailed link.
export const resetPassword = (token: string, password: string) => apiClient.post<void>(familyPaths.resetPassword(), { body: { token, password } });
