import { useState } from 'react';
import { ApiError } from '@keepsake/shared/api-client';
import { newPasswordFormSchema, type NewPasswordForm } from '@keepsake/shared/contract';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { Button, toast } from '@keepsake/shared/ui';
import { resetPassword } from '../api/reset-password';

/** The page a reset link opens: choose a new password, then sign in with it. */
export function ResetPasswordForm({ token, onDone, onForgot }: { token: string; onDone: () => void; onForgot: () => void }) {
  const form = useZodForm({ schema: newPasswordFormSchema, defaultValues: { password: '', confirm: '' } });
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async ({ password }: NewPasswordForm) => {
    setAlert(null);
    try {
      await resetPassword(token, password);
      toast.success({ title: 'Your password is changed', description: 'Please sign in with your new password.' });
      onDone();
    } catch (error) {
      applyApiFieldErrors(error, form.setError, ['password']);
      setAlert(error instanceof ApiError && error.body ? error.body.message : 'Your password could not be changed just now. Please try again.');
    }
  };

  return (
    <>
      <h2 css={{ fontSize: '1.3rem' }}>Choose a new password</h2>
      {alert ? (
        <FormAlert>
          {alert}{' '}
          <Button size="sm" displayType="SECONDARY" onClick={onForgot}>
            Send me a new link
          </Button>
        </FormAlert>
      ) : null}
      <Form id="reset-password" form={form} onSubmit={submit} method="post">
        <TextField name="password" type="password" label="New password" hint="At least 8 characters" autoComplete="new-password" required />
        <TextField name="confirm" type="password" label="New password again" autoComplete="new-password" required />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save the new password
        </Button>
      </Form>
    </>
  );
}
