import { ChooseNewPasswordForm } from '@keepsake/shared/forms';
import { resetPassword } from '../api/reset-password';
import { fontSizes } from '@keepsake/shared/theme';

/** The page a reset link opens: choose a new password, then sign in with it. */
export function ResetPasswordForm({ token, onDone, onForgot }: { token: string; onDone: () => void; onForgot: () => void }) {
  return (
    <>
      <h2 css={{ fontSize: fontSizes.xl }}>Choose a new password</h2>
      <ChooseNewPasswordForm id="reset-password" reset={(password) => resetPassword(token, password)} onDone={onDone} onForgot={onForgot} />
    </>
  );
}
