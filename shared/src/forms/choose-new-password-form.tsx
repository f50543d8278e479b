import { useState } from 'react';
import { messageOf } from '@keepsake/shared/api-client';
import { newPasswordFormSchema, type NewPasswordForm } from '@keepsake/shared/contract/case';
import { Button, toast } from '@keepsake/shared/ui';
import { applyApiFieldErrors } from './apply-api-errors';
import { TextField } from './fields/text-field';
import { Form } from './form';
import { FormAlert } from './form-alert';
import { useZodForm } from './use-zod-form';

export interface ChooseNewPasswordFormProps {
  id: string;
  /** The audience's reset call (the Family Portal's or the studio's): the link's token and the new password. */
  reset: (password: string) => Promise<unknown>;
  onDone: () => void;
  /** A refused link (expired, used): offer a new one. */
  onForgot: () => void;
  className?: string;
}

/** What a password-reset link opens, for families and staff alike: choose a new password, then sign in with it. */
export function ChooseNewPasswordForm({ id, reset, onDone, onForgot, className }: ChooseNewPasswordFormProps) {
  const form = useZodForm({ schema: newPasswordFormSchema, defaultValues: { password: '', confirm: '' } });
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async ({ password }: NewPasswordForm) => {
    setAlert(null);
    try {
      await reset(password);
      toast.success({ title: 'Your password is changed', description: 'Please sign in with your new password.' });
      onDone();
    } catch (error) {
      applyApiFieldErrors(error, form.setError, ['password']);
      setAlert(messageOf(error, 'Your password could not be changed just now. Please try again.'));
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
      {/* method post: a press before the page hydrates never puts the password in the address. */}
      <Form id={id} form={form} onSubmit={submit} method="post" className={className}>
        <TextField name="password" type="password" label="New password" hint="At least 8 characters" autoComplete="new-password" required />
        <TextField name="confirm" type="password" label="New password again" autoComplete="new-password" required />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save the new password
        </Button>
      </Form>
    </>
  );
}
