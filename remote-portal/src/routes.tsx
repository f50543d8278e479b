import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { QueryProvider } from '@keepsake/shared/query';
import { LoginPage } from './features/auth/components/login-page';
import { PortalLoading } from './components/portal-page';

// Issue 28: the sign-in page is public, server-rendered and the first page a family opens, often on a cheap
// phone. Only it is in this module; the signed-in pages (cases, tasks, arrangements, payments) are a chunk
// of their own, fetched when someone goes past it.
const SignedInRoutes = lazy(() => import('./signed-in-routes'));

/**
 * The Family Portal's route tree (exposed as ./routes), mounted at /family-portal (any letter case: React
 * Router matches case-insensitively). Login is the one page for signed-out people; everything else is
 * behind RequireSession (signed-in-routes.tsx).
 */
export default function PortalRoutes() {
  return (
    <Routes>
      {/* The sign-in page reads data only for an invitation, and has its own provider for it (login-page.tsx). */}
      <Route path="login" element={<LoginPage />} />
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
