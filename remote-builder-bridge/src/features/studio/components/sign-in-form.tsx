import { useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useSetAtom } from 'jotai';
import { sessionAtom } from '@keepsake/shared/store';
import { FAMILY_REFUSED, signInStaff, signOut } from '../api/sign-in';
import { DANGER, INK, LINE, MUTED, primaryButtonCss } from './studio-styles';

const fieldCss = css`
  display: grid;
  gap: 0.25rem;
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 0.5rem 0.625rem;
    border: 1px solid #64748b;
    border-radius: 6px;
    color: ${INK};
  }
`;

/** Staff sign-in: only a staff account of this funeral home opens the studio; a family account is refused. */
export function SignInForm({ notice }: { notice?: string | undefined }) {
  const setSession = useSetAtom(sessionAtom);
  const [message, setMessage] = useState<string | undefined>(notice);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!email || !password) {
      setMessage('Please enter your email and password.');
      return;
    }
    setBusy(true);
    setMessage(undefined);
    try {
      const result = await signInStaff(email, password);
      if (!result.ok) {
        setMessage(result.message);
        return;
      }
      if (result.user.role !== 'staff') {
        await signOut();
        setSession({ status: 'unauthenticated' });
        setMessage(FAMILY_REFUSED);
        return;
      }
      setSession({ status: 'authenticated', user: result.user });
    } catch (error) {
      console.error('[keepsake] studio sign-in failed', error);
      setMessage('Signing in did not work just now. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main
      css={css`
        min-height: 100vh;
        display: grid;
        place-items: center;
        background: #f1f5f9;
        color: ${INK};
        font-family: system-ui, sans-serif;
      `}
    >
      <form
        aria-labelledby={`${id}-title`}
        onSubmit={submit}
        noValidate
        css={css`
          width: min(24rem, 92vw);
          display: grid;
          gap: 1rem;
          padding: 1.5rem;
          background: #fff;
          border: 1px solid ${LINE};
          border-radius: 10px;
        `}
      >
        <h1
          id={`${id}-title`}
          css={css`
            margin: 0;
            font-size: 1.5rem;
          `}
        >
          Sign in to the studio
        </h1>
        <p
          css={css`
            margin: 0;
            color: ${MUTED};
          `}
        >
          For funeral home staff editing the website.
        </p>
        {message ? (
          <p
            role="alert"
            css={css`
              margin: 0;
              color: ${DANGER};
              font-weight: 600;
            `}
          >
            {message}
          </p>
        ) : null}
        <div css={fieldCss}>
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
        </div>
        <div css={fieldCss}>
          <label htmlFor={`${id}-password`}>Password</label>
          <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
        </div>
        <button type="submit" css={primaryButtonCss} disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
