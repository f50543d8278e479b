import { signInWithEmail } from '@keepsake/shared/api-client';
import { bus } from '@keepsake/shared/bus';
import type { SignInBody } from '@keepsake/shared/contract/website';

// The shared sign-in (the session is the API's HttpOnly cookie); the page's session follows through the bus.
export async function signIn(body: SignInBody): Promise<void> {
  const { user } = await signInWithEmail(body);
  if (user) bus.emit('session:signed-in', { user });
  else bus.emit('session:signed-out');
}
