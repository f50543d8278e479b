import { apiClient } from '@keepsake/shared/api-client';
import type { Session } from '@keepsake/shared/contract/website';
import { authTokenAtom, keepsakeStore, sessionAtom } from '@keepsake/shared/store';

/**
 * Loads the session into the store; a failure clears it (SPEC §4). `refresh`: a signed-in page keeps its
 * session while the new answer comes, so the page under it is not taken down and rebuilt (a form half
 * filled, a payment provider's card frame, whose focus coming back to the page is a window focus: issue 41).
 */
export async function loadSession({ refresh = false } = {}): Promise<void> {
  if (!refresh) keepsakeStore.set(sessionAtom, { status: 'loading' });
  try {
    const { user } = await apiClient.get<Session>('/api/auth/session');
    keepsakeStore.set(sessionAtom, user ? { status: 'authenticated', user } : { status: 'unauthenticated' });
  } catch (error) {
    console.warn('[keepsake] session load failed; signed out', error);
    keepsakeStore.set(authTokenAtom, null);
    keepsakeStore.set(sessionAtom, { status: 'unauthenticated' });
  }
}

/** SPEC §4: refreshed on window focus when signed in, no periodic refresh. */
export function refreshSessionOnFocus(): () => void {
  const onFocus = () => {
    if (keepsakeStore.get(sessionAtom).status === 'authenticated') void loadSession({ refresh: true });
  };
  window.addEventListener('focus', onFocus);
  return () => window.removeEventListener('focus', onFocus);
}
