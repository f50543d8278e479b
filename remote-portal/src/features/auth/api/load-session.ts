import { apiClient } from '@keepsake/shared/api-client';
import type { Session } from '@keepsake/shared/contract';
import { authTokenAtom, keepsakeStore, sessionAtom } from '@keepsake/shared/store';

// The same reading of GET /api/auth/session the shell does at start, after the portal signs someone in
// or up. A failure clears the session (SPEC §4).
export async function loadSession(): Promise<void> {
  try {
    const { user } = await apiClient.get<Session>('/api/auth/session');
    keepsakeStore.set(sessionAtom, user ? { status: 'authenticated', user } : { status: 'unauthenticated' });
  } catch {
    keepsakeStore.set(authTokenAtom, null);
    keepsakeStore.set(sessionAtom, { status: 'unauthenticated' });
  }
}
