import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { Invitation } from '@keepsake/shared/contract/case';
import { sessionAtom } from '@keepsake/shared/store';
import { fontSizes, useTheme } from '@keepsake/shared/theme';
import { Button } from '@keepsake/shared/ui';
import { PortalLoading, PortalPage } from '../../../components/portal-page';
import { cardStyle } from '../../../components/section';
import type { SignInInvitation } from '../../../api/get-invitation';
import { PORTAL, REDIRECT_PARAM, safeRedirectTarget } from '../state/redirect-target';
import { hydrateAtOnce, hydrateOnInteraction } from '../state/hydrate-on-interaction';
import { FORGOT_PARAM, signInParams } from '../state/forgot-params';

type Mode = 'sign-in' | 'forgot' | 'reset' | 'sign-up';

// Only the sign-in form, which the shell's server answers as plain HTML, waits for the first interaction
// with the server's page; the others load their code as soon as they are drawn (hydrate-on-interaction.tsx).
const SignInForm = hydrateOnInteraction('sign-in', () => import('./sign-in-form'), 'SignInForm');
const ResetPasswordForm = hydrateAtOnce(() => import('./reset-password-form'), 'ResetPasswordForm');
const InvitationSignUp = hydrateAtOnce(() => import('./invitation-sign-up'), 'InvitationSignUp');
const ForgotPasswordForm = hydrateAtOnce(() => import('./forgot-password-form'), 'ForgotPasswordForm');

/** The sign-in page without an invitation to read. */
export const NO_INVITATION: SignInInvitation = { invitation: null, failed: false };

/** The sign-in page itself, with the invitation it was opened for (if any) already read. */
export function LoginView({ invitationToken, invitation }: { invitationToken: string | null; invitation: SignInInvitation }) {
  const theme = useTheme();
  const session = useAtomValue(sessionAtom);
  const [params, setParams] = useSearchParams();
  const target = safeRedirectTarget(params.get(REDIRECT_PARAM));
  const resetToken = params.get('reset');
  const [landing, setLanding] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode | null>(null);
  const [email, setEmail] = useState('');
  const read: Invitation | null = invitation.invitation;
  // Stable callbacks: the deferred forms must not be re-rendered while they wait for their code.
  const toForgot = useCallback(() => setMode('forgot'), []);
  const toForgotWith = useCallback((typed: string) => {
    setEmail(typed);
    setMode('forgot');
  }, []);
  const toSignIn = useCallback(() => {
    setParams(
      // A reset's token and the forgotten-password form's states are done with; where to go next stays.
      (current) => {
        const next = signInParams(current);
        return next.toString() === current.toString() ? current : next;
      },
      { replace: true },
    );
    setMode('sign-in');
  }, [setParams]);

  if (session.status === 'loading') return <PortalLoading label="Checking your sign-in…" />;
  if (session.status === 'authenticated') return <Navigate to={landing ?? target ?? PORTAL} replace />;

  const open = read?.status === 'PENDING' ? read : null;
  // `?forgot` is the forgotten-password form as a page of its own (a plain link before the page's code runs).
  const current: Mode = mode ?? (resetToken ? 'reset' : params.has(FORGOT_PARAM) ? 'forgot' : open && !open.hasAccount ? 'sign-up' : 'sign-in');

  return (
    <PortalPage title={open ? 'Join the Family Portal' : 'Sign in'} heading={open ? 'Join the Family Portal' : 'Sign in to the Family Portal'}>
      {open ? (
        <p css={{ fontSize: fontSizes.lg, lineHeight: 1.6 }}>
          {open.invitedBy} invited you to help with the arrangements for <strong>{open.caseName}</strong>.
        </p>
      ) : invitationToken && read ? (
        <p>
          {read.status === 'EXPIRED'
            ? 'This invitation has expired. Please ask the family to invite you again.'
            : 'This invitation has already been used. Please sign in.'}
        </p>
      ) : invitationToken && invitation.failed ? (
        <p>This invitation link is not valid. Please ask the family for a new one.</p>
      ) : (
        <p css={{ lineHeight: 1.6 }}>Sign in to work with the funeral home and your family on the arrangements.</p>
      )}
      <div css={{ ...cardStyle(theme), maxWidth: '30rem', padding: theme.space.lg }}>
        {current === 'reset' && resetToken ? (
          <ResetPasswordForm token={resetToken} onDone={toSignIn} onForgot={toForgot} />
        ) : current === 'forgot' ? (
          <ForgotPasswordForm defaultEmail={email} onBack={toSignIn} />
        ) : current === 'sign-up' && open && invitationToken ? (
          <>
            <InvitationSignUp token={invitationToken} invitation={open} onSignedUp={setLanding} />
            <p>
              Already have an account?{' '}
              <Button size="sm" displayType="SECONDARY" onClick={() => setMode('sign-in')}>
                Sign in instead
              </Button>
            </p>
          </>
        ) : (
          <>
            {open?.hasAccount ? <p>You already have an account: sign in to accept the invitation.</p> : null}
            <SignInForm defaultEmail={open?.email ?? ''} onForgot={toForgotWith} />
          </>
        )}
      </div>
    </PortalPage>
  );
}
