import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lazyNamed } from '@keepsake/shared/ui';
import { PortalLoading } from '../../../components/portal-page';
import { invitationTokenOf, REDIRECT_PARAM, safeRedirectTarget } from '../state/redirect-target';
import { LoginView, NO_INVITATION } from './login-view';

// The data layer only for an invitation: a plain sign-in page reads no data, and does not load its code
// (invitation-login.tsx; issue 44, the sign-in page's bytes).
const InvitationLogin = lazyNamed(() => import('./invitation-login'), 'InvitationLogin');

/**
 * /family-portal/login, the one portal page for signed-out people (SPEC §2). It also carries the ways in
 * that must work signed out: a reset link (?reset=token), a forgotten password (?forgot) and an invitation (a return address to
 * /family-portal/invitation/{token} offers sign-up). Signed in, it sends the person on.
 * Server-rendered (issue 28): the invitation is read with suspense, so the sign-up is in the first HTML.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const invitationToken = invitationTokenOf(safeRedirectTarget(params.get(REDIRECT_PARAM)));
  if (!invitationToken) return <LoginView invitationToken={null} invitation={NO_INVITATION} />;
  return (
    <Suspense fallback={<PortalLoading label="Opening your invitation…" />}>
      <InvitationLogin token={invitationToken} />
    </Suspense>
  );
}
