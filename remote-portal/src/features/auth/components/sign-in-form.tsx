import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { statusOf } from '@keepsake/shared/api-client';
import { signInFormSchema, type SignInForm as SignInValues } from '@keepsake/shared/contract/case';
import { Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { Button } from '@keepsake/shared/ui';
import { signIn } from '../api/sign-in';
import { forgotHref } from '../state/forgot-params';
import { PlainLink } from './plain-link';

const WRONG = 'The email or password is not right. Please check them and try again.';
const TOO_MANY = 'Too many attempts to sign in. Please wait a minute and try again.';
const UNAVAILABLE = 'We could not sign you in just now. Please try again in a moment.';

/**
 * What a sign-in posted before the page's JavaScript ran came back with (tools/serve/src/form-sign-in.mjs
 * answers a refused sign-in with `?signInError=<reason>`).
 */
const SERVER_ALERTS: Record<string, string> = { credentials: WRONG, 'too-many': TOO_MANY, origin: UNAVAILABLE, unavailable: UNAVAILABLE };

/**
 * Sign in. A wrong password says so plainly; the email stays as typed. The page is server-rendered
 * (issue 28): until its JavaScript runs, the form posts itself to the shell's server, which signs in the
 * same way, so it is a real HTML form (method post, named fields; never a GET that would put the password
 * in the address). "Forgot your password?" is a link to the page's forgotten-password form, which has a
 * plain-HTML path of its own.
 */
export function SignInForm({ defaultEmail = '', onForgot }: { defaultEmail?: string; onForgot: (email: string) => void }) {
  const form = useZodForm({ schema: signInFormSchema, defaultValues: { email: defaultEmail, password: '' } });
  const [params] = useSearchParams();
  const [alert, setAlert] = useState<string | null>(() => SERVER_ALERTS[params.get('signInError') ?? ''] ?? null);

  const submit = async (values: SignInValues) => {
    setAlert(null);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
    } catch (error) {
      form.resetField('password');
      form.setFocus('password');
      if (statusOf(error) === 401) {
        setAlert(WRONG);
      } else if (statusOf(error) === 429) {
        setAlert(TOO_MANY);
      } else {
        setAlert(UNAVAILABLE);
      }
    }
  };

  return (
    <>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Form id="sign-in" form={form} onSubmit={submit} method="post" takenWithoutScript>
        <TextField name="email" type="email" label="Email" autoComplete="email" required />
        <TextField name="password" type="password" label="Password" autoComplete="current-password" required />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
          <PlainLink href={forgotHref(params)} onFollow={() => onForgot(form.getValues('email'))}>
            Forgot your password?
          </PlainLink>
        </div>
      </Form>
    </>
  );
}
