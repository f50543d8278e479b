import { bus } from '@keepsake/shared/bus';
import { Button } from '@keepsake/shared/ui';
import { signOut } from '../api/sign-out';

export function SignOutButton() {
  async function leave() {
    await signOut();
    bus.emit('session:signed-out');
  }
  return (
    <Button displayType="SECONDARY" size="sm" onClick={() => void leave()}>
      Sign out
    </Button>
  );
}
