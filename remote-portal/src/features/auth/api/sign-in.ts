import { signInWithEmail } from '@keepsake/shared/api-client';
import type { SignInBody } from '@keepsake/shared/contract';
import { keepsakeStore, sessionAtom } from '@keepsake/shared/store';

// The shared sign-in (the session is the API's HttpOnly cookie), then the session for every guard to see.
export async function signIn(body: SignInBody): Promise<void> {
  const { user } = await signInWithEmail(body);
  keepsakeStore.set(sessionAtom, user ? { status: 'authenticated', user } : { status: 'unauthenticated' });
}
