import { ChooseNewPasswordForm } from '@keepsake/shared/forms';
import { resetPassword } from '../api/reset-password';

/** The page a reset link opens: choose a new password, then sign in with it. */
export function ResetPasswordForm({ token, onDone, onForgot }: { token: string; onDone: () => void; onForgot: () => void }) {
  return (
    <>
      <h2 css={{ fontSize: '1.3rem' }}>Choose a new password</h2>
      <ChooseNewPasswordForm id="reset-password" reset={(password) => resetPassword(token, password)} onDone={onDone} onForgot={onForgot} />
    </>
  );
}
