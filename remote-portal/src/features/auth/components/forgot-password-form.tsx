import { useState } from 'react';
import { ApiError } from '@keepsake/shared/api-client';
import { forgotPasswordBodySchema, type ForgotPasswordForm as ForgotValues } from '@keepsake/shared/contract';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { Button } from '@keepsake/shared/ui';
import { forgotPassword } from '../api/forgot-password';

/** Asks for a reset link by email. The answer never tells whether an account exists. */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: { defaultEmail?: string; onBack: () => void }) {
  const form = useZodForm({ schema: forgotPasswordBodySchema, defaultValues: { email: defaultEmail } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async ({ email }: ForgotValues) => {
    setAlert(null);
    try {
      await forgotPassword(email);
      setSentTo(email);
    } catch (error) {
      applyApiFieldErrors(error, form.setError, ['email']);
      setAlert(
        error instanceof ApiError && error.status === 429
          ? 'Several links were asked for in a short time. Please wait a few minutes and try again.'
          : 'We could not send the link just now. Please try again.',
      );
    }
  };

  return (
    <>
      <h2 css={{ fontSize: '1.3rem' }}>Reset your password</h2>
      <div role="status">
        {sentTo ? <p>If {sentTo} has an account with us, a link to choose a new password is on its way. It works for 60 minutes.</p> : null}
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {sentTo ? null : (
        <Form id="forgot-password" form={form} onSubmit={submit}>
          <p>Type the email you sign in with, and we will send you a link to choose a new password.</p>
          <TextField name="email" type="email" label="Email" autoComplete="email" required />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Send the link
          </Button>
        </Form>
      )}
      <p>
        <Button displayType="SECONDARY" onClick={onBack}>
          Back to sign in
        </Button>
      </p>
    </>
  );
}
