import { bus } from '@keepsake/shared/bus';
import { useMutation } from '@keepsake/shared/query';
import { Button } from '@keepsake/shared/ui';
import { signOut } from '../api/sign-out';

export function SignOutButton() {
  const leave = useMutation({ mutationFn: signOut, onSuccess: () => bus.emit('session:signed-out') });
  return (
    <Button displayType="SECONDARY" size="sm" onClick={() => leave.mutate()}>
      Sign out
    </Button>
  );
}
