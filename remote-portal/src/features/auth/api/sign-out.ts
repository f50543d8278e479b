import { apiClient } from '@keepsake/shared/api-client';
import { queryClient } from '@keepsake/shared/query';
import { authTokenAtom, keepsakeStore, sessionAtom } from '@keepsake/shared/store';
import { familyKeys } from '../../../api/family-keys';

// POST /api/auth/sign-out ends the session on the server; whatever it answers, this device forgets it
// and the family's data leaves the cache.
export async function signOut(): Promise<void> {
  try {
    await apiClient.post('/api/auth/sign-out', { body: {} });
  } catch {
    // Offline or already expired: signing out here still has to work.
  }
  keepsakeStore.set(authTokenAtom, null);
  keepsakeStore.set(sessionAtom, { status: 'unauthenticated' });
  queryClient.removeQueries({ queryKey: familyKeys.all });
}
