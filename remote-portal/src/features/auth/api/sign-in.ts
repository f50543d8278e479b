import { apiClient } from '@keepsake/shared/api-client';
import type { SignInBody } from '@keepsake/shared/contract';
import { authTokenAtom, keepsakeStore } from '@keepsake/shared/store';
import { loadSession } from './load-session';

// POST /api/auth/sign-in/email: the token comes back in `set-auth-token` (a leading "Bearer " is stripped
// by the atom), then the session is read so every guard sees the person signed in.
export async function signIn(body: SignInBody): Promise<void> {
  let token: string | null = null;
  await apiClient.post('/api/auth/sign-in/email', { body, onHeaders: (headers) => (token = headers.get('set-auth-token')) });
  keepsakeStore.set(authTokenAtom, token);
  await loadSession();
}
