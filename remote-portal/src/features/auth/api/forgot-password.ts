import { apiClient } from '@keepsake/shared/api-client';
import { familyPaths } from '@keepsake/shared/rules/family';

// POST /api/family/password/forgot: the same answer whether or not the account exists.
export const forgotPassword = (email: string) => apiClient.post<void>(familyPaths.forgotPassword(), { body: { email } });
