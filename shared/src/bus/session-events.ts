import type { SessionUser } from '@keepsake/shared/contract/website';
import { authTokenAtom, keepsakeStore, sessionAtom } from '@keepsake/shared/store';
import { bus } from './bus';

/**
 * The page's session follows what the remotes say on the bus: whoever signs someone in or out emits, and
 * this one listener (started by the shell; by the test setup in remotes' unit tests) updates the store for
 * every remote. Returns what stops listening.
 */
export function applySessionEvents(): () => void {
  const signedIn = ({ user }: { user: SessionUser }) => keepsakeStore.set(sessionAtom, { status: 'authenticated', user });
  const signedOut = () => {
    keepsakeStore.set(authTokenAtom, null);
    keepsakeStore.set(sessionAtom, { status: 'unauthenticated' });
    // Whatever that session fetched, in any remote, is not left for the next person on this device.
    // Imported here: the data layer is not part of the shell's start-up (pages without data never load it).
    void import('@keepsake/shared/query').then(({ queryClient }) => queryClient.clear());
  };
  bus.on('session:signed-in', signedIn);
  bus.on('session:signed-out', signedOut);
  return () => {
    bus.off('session:signed-in', signedIn);
    bus.off('session:signed-out', signedOut);
  };
}
