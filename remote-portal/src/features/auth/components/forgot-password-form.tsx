import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { statusOf } from '@keepsake/shared/api-client';
import { forgotPasswordBodySchema, type ForgotPasswordForm as ForgotValues } from '@keepsake/shared/contract/case';
import { applyApiFieldErrors, Form, FormAlert, issueMessage, TextField, useZodForm } from '@keepsake/shared/forms';
import { Button } from '@keepsake/shared/ui';
import { forgotPassword } from '../api/forgot-password';
import { FORGOT_ERROR_PARAM, FORGOT_INTENT, FORGOT_PARAM, signInHref } from '../state/forgot-params';
import { PlainLink } from './plain-link';
import { fontSizes } from '@keepsake/shared/theme';

const TOO_MANY = 'Several links were asked for in a short time. Please wait a few minutes and try again.';
const UNAVAILABLE = 'We could not send the link just now. Please try again.';
const INVALID_EMAIL = issueMessage({ code: 'invalid_string', validation: 'email', path: ['email'] });

/**
 * What the form posted before the page's JavaScript ran came back with (tools/serve/src/form-sign-in.mjs:
 * `?forgot=sent`, or `forgotError=<reason>`).
 */
const SERVER_ALERTS: Record<string, string> = { email: INVALID_EMAIL, 'too-many': TOO_MANY, unavailable: UNAVAILABLE };

/**
 * Asks for a reset link by email. The answer never tells whether an account exists. Server-rendered at
 * `/family-portal/login?forgot=1` (issue 28), where it is a plain HTML form: before its code runs it posts
 * itself, marked by its `intent` field, to the shell's server, which asks for the link the same way.
 */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: { defaultEmail?: string; onBack: () => void }) {
  const [params] = useSearchParams();
  const form = useZodForm({ schema: forgotPasswordBodySchema, defaultValues: { email: defaultEmail } });
  // Sent without JavaScript, the address is not carried back in the page's address: the text says "your email".
  const [sent, setSent] = useState<{ to: string | null } | null>(() => (params.get(FORGOT_PARAM) === 'sent' ? { to: null } : null));
  const [alert, setAlert] = useState<string | null>(() => SERVER_ALERTS[params.get(FORGOT_ERROR_PARAM) ?? ''] ?? null);

  const submit = async ({ email }: ForgotValues) => {
    setAlert(null);
    try {
      await forgotPassword(email);
      setSent({ to: email });
    } catch (error) {
      applyApiFieldErrors(error, form.setError, ['email']);
      setAlert(statusOf(error) === 429 ? TOO_MANY : UNAVAILABLE);
    }
  };

  return (
    <>
      <h2 css={{ fontSize: fontSizes.xl }}>Reset your password</h2>
      <div role="status">
        {sent ? (
          <p>{`If ${sent.to ?? 'the email you typed'} has an account with us, a link to choose a new password is on its way. It works for 60 minutes.`}</p>
        ) : null}
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {sent ? null : (
        <Form id="forgot-password" form={form} onSubmit={submit} method="post" takenWithoutScript>
          <input type="hidden" name="intent" value={FORGOT_INTENT} />
          <p>Type the email you sign in with, and we will send you a link to choose a new password.</p>
          <TextField name="email" type="email" label="Email" autoComplete="email" required />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Send the link
          </Button>
        </Form>
      )}
      <p>
        <PlainLink href={signInHref(params)} onFollow={onBack}>
          Back to sign in
        </PlainLink>
      </p>
    </>
  );
}
