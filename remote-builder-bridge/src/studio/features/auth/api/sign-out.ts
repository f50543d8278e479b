import { apiClient, statusOf } from '@keepsake/shared/api-client';

// POST /api/auth/sign-out. Already signed out (a 4xx) is as good as signed out.
export async function signOut(): Promise<void> {
  try {
    await apiClient.post('/api/auth/sign-out', { body: {} });
  } catch (error) {
    if (statusOf(error) === undefined) throw error;
  }
}
