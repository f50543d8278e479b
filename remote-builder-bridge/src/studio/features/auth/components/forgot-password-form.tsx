import { useState } from 'react';
import { statusOf } from '@keepsake/shared/api-client';
import { forgotPasswordBodySchema, type ForgotPasswordForm as ForgotValues } from '@keepsake/shared/contract/case';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { forgotStaffPassword } from '../api/password';

const TOO_MANY = 'Several links were asked for in a short time. Please wait a few minutes and try again.';
const UNAVAILABLE = 'We could not send the link just now. Please try again.';

/** "Forgot your password?" in the studio: a reset link by email; the answer never tells whether an account exists. */
export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail: string; onBack: () => void }) {
  const theme = useTheme();
  const form = useZodForm({ schema: forgotPasswordBodySchema, defaultValues: { email: defaultEmail } });
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const ask = useMutation({ mutationFn: forgotStaffPassword });

  const submit = async ({ email }: ForgotValues) => {
    setAlert(null);
    try {
      await ask.mutateAsync(email);
      setSent(email);
    } catch (error) {
      applyApiFieldErrors(error, form.setError, ['email']);
      setAlert(statusOf(error) === 429 ? TOO_MANY : UNAVAILABLE);
    }
  };

  return (
    <>
      <div role="status">
        {sent ? <p>{`If ${sent} is a staff account of this funeral home, a link to choose a new password is on its way. It works for 60 minutes.`}</p> : null}
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {sent ? null : (
        <Form id="studio-forgot-password" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.sm }}>
          <p css={{ margin: 0 }}>Type the email you sign in with, and we will send you a link to choose a new password.</p>
          <TextField name="email" type="email" label="Email" autoComplete="username" required />
          <Button type="submit" disabled={form.formState.isSubmitting} css={{ width: '100%' }}>
            Send the link
          </Button>
        </Form>
      )}
      <Button displayType="SECONDARY" onClick={onBack} css={{ width: '100%', marginTop: theme.space.sm }}>
        Back to sign in
      </Button>
    </>
  );
}
