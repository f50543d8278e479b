import { useState } from 'react';
import { ApiError } from '@keepsake/shared/api-client';
import { signInFormSchema, type SignInForm as SignInValues } from '@keepsake/shared/contract';
import { Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { Button } from '@keepsake/shared/ui';
import { signIn } from '../api/sign-in';

/** Sign in. A wrong password says so plainly; the email stays as typed. */
export function SignInForm({ defaultEmail = '', onForgot }: { defaultEmail?: string; onForgot: (email: string) => void }) {
  const form = useZodForm({ schema: signInFormSchema, defaultValues: { email: defaultEmail, password: '' } });
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async (values: SignInValues) => {
    setAlert(null);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
    } catch (error) {
      form.resetField('password');
      form.setFocus('password');
      if (error instanceof ApiError && error.status === 401) {
        setAlert('The email or password is not right. Please check them and try again.');
      } else if (error instanceof ApiError && error.status === 429) {
        setAlert('Too many attempts to sign in. Please wait a minute and try again.');
      } else {
        setAlert('We could not sign you in just now. Please try again in a moment.');
      }
    }
  };

  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="sign-in" form={form} onSubmit={submit}>
        <TextField name="email" type="email" label="Email" autoComplete="email" required />
        <TextField name="password" type="password" label="Password" autoComplete="current-password" required />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
          <Button displayType="SECONDARY" onClick={() => onForgot(form.getValues('email'))}>
            Forgot your password?
          </Button>
        </div>
      </Form>
    </>
  );
}
