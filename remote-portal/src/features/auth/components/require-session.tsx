import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionAtom } from '@keepsake/shared/store';
import { PortalLoading } from '../../../components/portal-page';
import { loginPathFor } from '../state/redirect-target';

/**
 * SPEC §2: every portal page but login needs a session. While the session is still loading nobody is
 * admitted or bounced (a cold load or reload holds here); signed out goes to login with the address kept.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.status === 'loading') return <PortalLoading label="Checking your sign-in…" />;
  if (session.status === 'unauthenticated') return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  return <>{children}</>;
}
