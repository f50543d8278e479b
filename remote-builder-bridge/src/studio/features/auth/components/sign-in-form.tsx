import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bus } from '@keepsake/shared/bus';
import { signInFormSchema, type SignInForm as SignInValues } from '@keepsake/shared/contract/case';
import { Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useMutation } from '@keepsake/shared/query';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { FAMILY_REFUSED, signInStaff } from '../api/sign-in';
import { signOut } from '../api/sign-out';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

type Mode = 'sign-in' | 'forgot' | 'reset';
const TITLES: Record<Mode, string> = { 'sign-in': 'Sign in to the studio', forgot: 'Reset your password', reset: 'Choose a new password' };
// The mailed reset link: /studio?reset=<token> (api/src/features/auth/password-reset/routes.ts).
const RESET_PARAM = 'reset';

/**
 * Staff sign-in: only a staff account of this funeral home opens the studio; a family account is refused.
 * "Forgot your password?" asks for the Family Portal's kind of reset link, which opens here again.
 */
export function SignInForm({ notice }: { notice?: string | undefined }) {
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const resetToken = params.get(RESET_PARAM);
  const [mode, setMode] = useState<Mode>(resetToken ? 'reset' : 'sign-in');
  const form = useZodForm({ schema: signInFormSchema, defaultValues: { email: '', password: '' } });
  const [message, setMessage] = useState<string | undefined>(notice);
  const titleId = useId();
  const signIn = useMutation({ mutationFn: ({ email, password }: SignInValues) => signInStaff(email.trim(), password) });
  const leave = useMutation({ mutationFn: signOut });

  // Leaving the reset: the token is done with, out of the address (and of a bookmark).
  const toMode = (next: Mode) => {
    if (resetToken) {
      const rest = new URLSearchParams(params);
      rest.delete(RESET_PARAM);
      setParams(rest, { replace: true });
    }
    setMode(next);
  };

  async function submit(values: SignInValues) {
    setMessage(undefined);
    try {
      const result = await signIn.mutateAsync(values);
      if (!result.ok) {
        setMessage(result.message);
        return;
      }
      if (result.user.role !== 'staff') {
        await leave.mutateAsync();
        bus.emit('session:signed-out');
        setMessage(FAMILY_REFUSED);
        return;
      }
      bus.emit('session:signed-in', { user: result.user });
    } catch (error) {
      console.error('[keepsake] studio sign-in failed', error);
      setMessage('Signing in did not work just now. Please try again.');
    }
  }

  const busy = form.formState.isSubmitting;
  return (
    <main css={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: theme.space.md, boxSizing: 'border-box' }}>
      <div
        css={{
          width: 'min(24rem, 100%)',
          boxSizing: 'border-box',
          padding: theme.space.lg,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.secondary}`,
          borderRadius: theme.radii.card,
        }}
      >
        <h1 id={titleId} css={{ margin: `0 0 ${theme.space.xs}`, fontSize: '1.5rem' }}>
          {TITLES[mode]}
        </h1>
        {mode === 'forgot' ? <ForgotPasswordForm defaultEmail={form.getValues('email')} onBack={() => toMode('sign-in')} /> : null}
        {mode === 'reset' && resetToken ? <ResetPasswordForm token={resetToken} onDone={() => toMode('sign-in')} onForgot={() => toMode('forgot')} /> : null}
        {mode === 'sign-in' || (mode === 'reset' && !resetToken) ? (
          <Form id="studio-sign-in" form={form} onSubmit={submit} aria-labelledby={titleId}>
            <p css={{ margin: `0 0 ${theme.space.lg}`, color: theme.colors.palette.neutral.onPage }}>For funeral home staff editing the website.</p>
            {message ? <FormAlert>{message}</FormAlert> : null}
            <TextField name="email" type="email" label="Email" autoComplete="username" required />
            <TextField name="password" type="password" label="Password" autoComplete="current-password" required />
            <Button type="submit" disabled={busy} css={{ width: '100%' }}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
            <Button displayType="SECONDARY" onClick={() => toMode('forgot')} css={{ width: '100%', marginTop: theme.space.sm }}>
              Forgot your password?
            </Button>
          </Form>
        ) : null}
      </div>
    </main>
  );
}
