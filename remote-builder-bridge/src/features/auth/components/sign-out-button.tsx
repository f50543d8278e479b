import { useSetAtom } from 'jotai';
import { authTokenAtom, sessionAtom } from '@keepsake/shared/store';
import { Button } from '@keepsake/shared/ui';
import { signOut } from '../api/sign-out';

export function SignOutButton() {
  const setToken = useSetAtom(authTokenAtom);
  const setSession = useSetAtom(sessionAtom);
  async function leave() {
    await signOut();
    setToken(null);
    setSession({ status: 'unauthenticated' });
  }
  return (
    <Button displayType="SECONDARY" size="sm" onClick={() => void leave()}>
      Sign out
    </Button>
  );
}
