import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyNamed } from '@keepsake/shared/ui';
import { PortalLoading } from './components/portal-page';
import { startEarlyReads } from './start-early-reads';

// Issue 28: the sign-in page is public, server-rendered and the first page a family opens, often on a cheap
// phone; the signed-in pages (cases, tasks, arrangements, payments) come after it. Each is a chunk of its own,
// so neither carries the other's code (the case page's first load is ≤ 170 KB, the sign-in page's too).
const LoginPage = lazyNamed(() => import('./features/auth/components/login-page'), 'LoginPage');
const SignedInRoutes = lazyNamed(() => import('./signed-in-routes'), 'default');

// Issue 44: in a browser opened at the portal's home or a case's home, that page's reads start with this chunk,
// not after the signed-in pages' code (start-early-reads.ts). Not on the server, which reads nothing signed in.
if (typeof window !== 'undefined') startEarlyReads(window.location.pathname);

/**
 * The Family Portal's route tree (exposed as ./routes), mounted at /family-portal (any letter case: React
 * Router matches case-insensitively). Login is the one page for signed-out people; everything else is
 * behind RequireSession (signed-in-routes.tsx).
 */
export default function PortalRoutes() {
  return (
    <Routes>
      {/* The sign-in page reads data only for an invitation, and has its own provider for it (invitation-login.tsx).
          Issue 44: nothing here imports the data layer, so the sign-in page does not load it (11 KB gzip); the
          signed-in pages bring their provider with their chunk (signed-in-routes.tsx). */}
      <Route
        path="login"
        element={
          <Suspense fallback={<PortalLoading />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path="*"
        element={
          <Suspense fallback={<PortalLoading />}>
            <SignedInRoutes />
          </Suspense>
        }
      />
    </Routes>
  );
}
