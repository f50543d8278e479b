import { ChooseNewPasswordForm } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
import { resetStaffPassword } from '../api/password';

/** What a reset link opens (/studio?reset=<token>): choose a new password, then sign in with it. */
export function ResetPasswordForm({ token, onDone, onForgot }: { token: string; onDone: () => void; onForgot: () => void }) {
  const theme = useTheme();
  return (
    <ChooseNewPasswordForm
      id="studio-reset-password"
      reset={(password) => resetStaffPassword(token, password)}
      onDone={onDone}
      onForgot={onForgot}
      css={{ display: 'grid', gap: theme.space.sm, '& button[type=submit]': { width: '100%' } }}
    />
  );
}
