import { apiClient } from '@keepsake/shared/api-client';
import { bus } from '@keepsake/shared/bus';

// POST /api/auth/sign-out ends the session on the server; whatever it answers, this device forgets it and
// everything it fetched (the bus's session:signed-out, in the same tick).
export async function signOut(): Promise<void> {
  try {
    await apiClient.post('/api/auth/sign-out', { body: {} });
  } catch {
    // Offline or already expired: signing out here still has to work.
  }
  bus.emit('session:signed-out');
}
