import { useState } from 'react';
import { ApiError } from '@keepsake/shared/api-client';
import { newPasswordFormSchema, type NewPasswordForm } from '@keepsake/shared/contract';
import { applyApiFieldErrors, Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
import { Button, toast } from '@keepsake/shared/ui';
import { resetStaffPassword } from '../api/password';

/** What a reset link opens (/studio?reset=<token>): choose a new password, then sign in with it. */
export function ResetPasswordForm({ token, onDone, onForgot }: { token: string; onDone: () => void; onForgot: () => void }) {
  const theme = useTheme();
  const form = useZodForm({ schema: newPasswordFormSchema, defaultValues: { password: '', confirm: '' } });
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async ({ password }: NewPasswordForm) => {
    setAlert(null);
    try {
      await resetStaffPassword(token, password);
      toast.success({ title: 'Your password is changed', description: 'Please sign in with your new password.' });
      onDone();
    } catch (error) {
      applyApiFieldErrors(error, form.setError, ['password']);
      setAlert(error instanceof ApiError && error.body ? error.body.message : 'Your password could not be changed just now. Please try again.');
    }
  };

  return (
    <>
      {alert ? (
        <FormAlert>
          {alert}{' '}
          <Button size="sm" displayType="SECONDARY" onClick={onForgot}>
            Send me a new link
          </Button>
        </FormAlert>
      ) : null}
      <Form id="studio-reset-password" form={form} onSubmit={submit} css={{ display: 'grid', gap: theme.space.sm }}>
        <TextField name="password" type="password" label="New password" hint="At least 8 characters" autoComplete="new-password" required />
        <TextField name="confirm" type="password" label="New password again" autoComplete="new-password" required />
        <Button type="submit" disabled={form.formState.isSubmitting} css={{ width: '100%' }}>
          Save the new password
        </Button>
      </Form>
    </>
  );
}
