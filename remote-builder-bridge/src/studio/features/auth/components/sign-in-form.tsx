import { useId, useState } from 'react';
import { bus } from '@keepsake/shared/bus';
import { signInFormSchema, type SignInForm as SignInValues } from '@keepsake/shared/contract';
import { Form, FormAlert, TextField, useZodForm } from '@keepsake/shared/forms';
import { useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { FAMILY_REFUSED, signInStaff } from '../api/sign-in';
import { signOut } from '../api/sign-out';

/** Staff sign-in: only a staff account of this funeral home opens the studio; a family account is refused. */
export function SignInForm({ notice }: { notice?: string | undefined }) {
  const theme = useTheme();
  const form = useZodForm({ schema: signInFormSchema, defaultValues: { email: '', password: '' } });
  const [message, setMessage] = useState<string | undefined>(notice);
  const titleId = useId();

  async function submit({ email, password }: SignInValues) {
    setMessage(undefined);
    try {
      const result = await signInStaff(email.trim(), password);
      if (!result.ok) {
        setMessage(result.message);
        return;
      }
      if (result.user.role !== 'staff') {
        await signOut();
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
      <Form
        id="studio-sign-in"
        form={form}
        onSubmit={submit}
        aria-labelledby={titleId}
        css={{
          width: 'min(24rem, 100%)',
          padding: theme.space.lg,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.secondary}`,
          borderRadius: theme.radii.card,
        }}
      >
        <h1 id={titleId} css={{ margin: `0 0 ${theme.space.xs}`, fontSize: '1.5rem' }}>
          Sign in to the studio
        </h1>
        <p css={{ margin: `0 0 ${theme.space.lg}`, color: theme.colors.palette.neutral.onPage }}>For funeral home staff editing the website.</p>
        {message ? <FormAlert>{message}</FormAlert> : null}
        <TextField name="email" type="email" label="Email" autoComplete="username" required />
        <TextField name="password" type="password" label="Password" autoComplete="current-password" required />
        <Button type="submit" disabled={busy} css={{ width: '100%' }}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
    </main>
  );
}
