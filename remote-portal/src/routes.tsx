import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { QueryProvider } from '@keepsake/shared/query';
import { lazyNamed } from '@keepsake/shared/ui';
import { PortalLoading } from './components/portal-page';

// Issue 28: the sign-in page is public, server-rendered and the first page a family opens, often on a cheap
// phone; the signed-in pages (cases, tasks, arrangements, payments) come after it. Each is a chunk of its own,
// so neither carries the other's code (the case page's first load is ≤ 170 KB, the sign-in page's too).
const LoginPage = lazyNamed(() => import('./features/auth/components/login-page'), 'LoginPage');
const SignedInRoutes = lazyNamed(() => import('./signed-in-routes'), 'default');

/**
 * The Family Portal's route tree (exposed as ./routes), mounted at /family-portal (any letter case: React
 * Router matches case-insensitively). Login is the one page for signed-out people; everything else is
 * behind RequireSession (signed-in-routes.tsx).
 */
export default function PortalRoutes() {
  return (
    <Routes>
      {/* The sign-in page reads data only for an invitation, and has its own provider for it (login-page.tsx). */}
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
          <QueryProvider>
            <Suspense fallback={<PortalLoading />}>
              <SignedInRoutes />
            </Suspense>
          </QueryProvider>
        }
      />
    </Routes>
  );
}
